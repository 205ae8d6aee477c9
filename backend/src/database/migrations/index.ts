import { Initial1795241057134 } from './1795241057134-Initial';
import { CaseInsensitiveNames1795300000000 } from './1795300000000-CaseInsensitiveNames';

/** Every migration, oldest first. */
export const MIGRATIONS = [Initial1795241057134, CaseInsensitiveNames1795300000000];

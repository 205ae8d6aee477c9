import { Initial1795241057134 } from './1795241057134-Initial';
import { CaseInsensitiveNames1795300000000 } from './1795300000000-CaseInsensitiveNames';
import { ForeignKeyIndexes1795400000000 } from './1795400000000-ForeignKeyIndexes';
import { LoginThrottle1795800000000 } from './1795800000000-LoginThrottle';

/** Every migration, oldest first. */
export const MIGRATIONS = [Initial1795241057134, CaseInsensitiveNames1795300000000, ForeignKeyIndexes1795400000000, LoginThrottle1795800000000];

import { Initial1795241057134 } from './1795241057134-Initial';

/** Every migration, oldest first. */
export const MIGRATIONS = [Initial1795241057134];

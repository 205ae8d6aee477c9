/** Every migration, oldest first. */
export const MIGRATIONS: Function[] = [];

/** Injection token of the AppConfig (see config/config.ts). */
export const APP_CONFIG = Symbol('APP_CONFIG');

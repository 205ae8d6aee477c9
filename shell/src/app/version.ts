/**
 * The shell's own version (its package.json, set by the build): in the footer's tooltip, on the sign-in page and in
 * the app. A module of its own, so that the sign-in page takes it without the remotes' version store.
 */
export const SHELL_VERSION = process.env.APP_VERSION ?? 'development';

/**
 * The browser storage keys of the session (spec 01 §3). A module of their own: the page's first script reads the
 * token's presence without the rest of the session (shell/src/sign-in).
 */
export const STORAGE_KEYS = {
  token: 'token',
  company: 'company',
  companyId: 'companyId',
  companyLogo: 'companyLogo',
  /** Set when a session ended without a sign-out (expired, unreadable, refused by the server): the sign-in page says so once. */
  sessionEnded: 'sessionEnded',
} as const;

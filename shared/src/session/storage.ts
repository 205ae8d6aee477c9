import { decodeSession, isExpired, type SessionClaims } from './claims';
import { STORAGE_KEYS } from './keys';

export interface StoredCompany {
  id: number;
  name: string;
  logo: string | null;
}

/** The minimal part of the Storage interface the session uses (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export function readStoredCompany(storage: KeyValueStorage): StoredCompany | null {
  const id = Number(storage.getItem(STORAGE_KEYS.companyId));
  const name = storage.getItem(STORAGE_KEYS.company);
  if (!Number.isFinite(id) || id <= 0 || name === null) return null;
  return { id, name, logo: storage.getItem(STORAGE_KEYS.companyLogo) || null };
}

export function writeSession(storage: KeyValueStorage, token: string, company: StoredCompany): void {
  storage.setItem(STORAGE_KEYS.token, token);
  storage.setItem(STORAGE_KEYS.company, company.name);
  storage.setItem(STORAGE_KEYS.companyId, String(company.id));
  if (company.logo) storage.setItem(STORAGE_KEYS.companyLogo, company.logo);
  else storage.removeItem(STORAGE_KEYS.companyLogo);
}

/**
 * The stored token and its claims while it lives. An unreadable or expired token ends the session: storage is cleared
 * and the answer is null. Read by the page's gate before the app loads (shell/src/sign-in/gate.ts) and by the store.
 */
export function readStoredToken(storage: KeyValueStorage, nowMs: number = Date.now()): { token: string; claims: SessionClaims } | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  const claims = decodeSession(token);
  if (token && claims && !isExpired(claims, nowMs)) return { token, claims };
  if (token) endStoredSession(storage);
  return null;
}

/**
 * Ends a session the user did not sign out of (expired, unreadable, refused by the server): storage is cleared as at a
 * sign-out (spec 01 §4), and a mark left for the sign-in page, which says once that the session ended.
 */
export function endStoredSession(storage: KeyValueStorage): void {
  storage.clear();
  storage.setItem(STORAGE_KEYS.sessionEnded, '1');
}

/** Whether the last session ended without a sign-out; the mark goes once asked. */
export function takeSessionEnded(storage: KeyValueStorage): boolean {
  const ended = storage.getItem(STORAGE_KEYS.sessionEnded) !== null;
  storage.removeItem(STORAGE_KEYS.sessionEnded);
  return ended;
}

/**
 * Stores the token POST /auth/login answered, with its company (spec 01 §3), and returns its claims; throws, storing
 * nothing, when the token is unreadable or already expired.
 */
export function writeSignIn(storage: KeyValueStorage, token: string, nowMs: number = Date.now()): SessionClaims {
  const claims = decodeSession(token);
  if (!claims || isExpired(claims, nowMs)) throw new Error('The server returned an unusable session token');
  writeSession(storage, token, { id: claims.companyId, name: claims.company, logo: claims.companyLogo });
  return claims;
}

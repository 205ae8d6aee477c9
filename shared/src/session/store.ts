import { useCallback } from 'react';
import { create } from 'zustand';
import { canSwitchCompany, hasAnyPermission, mayCall, type ApiRoute } from '@groundwork/shared/domain';
import { decodeSession, isExpired, type SessionClaims } from './claims';
import { STORAGE_KEYS } from './keys';
import { endStoredSession, readStoredCompany, readStoredToken, writeSession, type KeyValueStorage, type StoredCompany } from './storage';

export interface SessionState {
  token: string | null;
  claims: SessionClaims | null;
  /** The company the page displays (from storage, set at sign-in and by a company switch). */
  company: StoredCompany | null;
  /** The current user's permissions, from the token's scopes. */
  permissions: readonly string[];
  /** Stores the token issued by POST /auth/switch-company and the chosen company. */
  switchCompany(token: string, company: StoredCompany): void;
  /**
   * Stores the renewed token of the same session (GET /auth/session: current role and permissions, same company and
   * expiry), so the menu and the screens' permission checks follow a changed role. Another company's token is ignored.
   */
  renew(token: string): void;
  /** Signs out: clears all local storage. */
  signOut(): void;
  /** Ends a session the user did not sign out of (expired, or refused by the server): as signOut, and the sign-in page says why. */
  endSession(): void;
}

function storage(): KeyValueStorage {
  return window.localStorage;
}

const signedOut = { token: null, claims: null, company: null, permissions: [] as readonly string[] };

/** Reads the stored session; an unreadable or expired token clears storage and gives the signed-out state. */
export function loadStoredSession(store: KeyValueStorage, nowMs: number = Date.now()) {
  const stored = readStoredToken(store, nowMs);
  if (!stored) return signedOut;
  const { token, claims } = stored;
  const company = readStoredCompany(store) ?? { id: claims.companyId, name: claims.company, logo: claims.companyLogo };
  return { token, claims, company, permissions: claims.scopes };
}

export const useSession = create<SessionState>()((set, get) => ({
  ...(typeof window === 'undefined' ? signedOut : loadStoredSession(storage())),
  switchCompany(token, company) {
    const claims = decodeSession(token);
    if (!claims) throw new Error('The server returned an unusable session token');
    writeSession(storage(), token, company);
    set({ token, claims, company, permissions: claims.scopes });
  },
  renew(token) {
    const claims = decodeSession(token);
    const { company } = get();
    if (!claims || !company || claims.companyId !== company.id) return;
    storage().setItem(STORAGE_KEYS.token, token);
    set({ token, claims, permissions: claims.scopes });
  },
  signOut() {
    storage().clear();
    set(signedOut);
  },
  endSession() {
    endStoredSession(storage());
    set(signedOut);
  },
}));

export type SessionCheck = 'valid' | 'signed-out' | 'expired' | 'company-changed';

/**
 * The 5-second re-check (spec 01 §4): what the stored sign-in state says compared with what the page displays.
 * 'signed-out' and 'expired' mean: clear storage and reload; 'company-changed': reload.
 */
export function checkStoredSession(store: KeyValueStorage, displayedCompanyId: number | null, nowMs: number = Date.now()): SessionCheck {
  const claims = decodeSession(store.getItem(STORAGE_KEYS.token));
  if (!claims) return 'signed-out';
  if (isExpired(claims, nowMs)) return 'expired';
  const storedCompanyId = readStoredCompany(store)?.id ?? claims.companyId;
  if (displayedCompanyId !== null && storedCompanyId !== displayedCompanyId) return 'company-changed';
  return 'valid';
}

/** True when the current user holds at least one of the permissions (none given: true). */
export function useCan(...permissions: readonly string[]): boolean {
  const scopes = useSession((s) => s.permissions);
  return hasAnyPermission({ scopes }, ...permissions);
}

/** useCan outside React: whether the user signed in now holds at least one of the permissions (none given: true). */
export function canNow(...permissions: readonly string[]): boolean {
  return hasAnyPermission({ scopes: useSession.getState().permissions }, ...permissions);
}

/**
 * Whether the current user may call an API route, by the access table (shared/domain API_ACCESS) the server's
 * declarations match: a button, link or menu entry is shown only when its route is allowed.
 */
export function useMayCall(): (route: ApiRoute) => boolean {
  const scopes = useSession((s) => s.permissions);
  const role = useSession((s) => s.claims?.role ?? null);
  return useCallback((route: ApiRoute) => mayCall({ scopes, role }, route), [scopes, role]);
}

/** The attribute naming the API route an action calls (what the per-role action test checks against the server). */
export function apiAction(route: ApiRoute): { 'data-api': ApiRoute } {
  return { 'data-api': route };
}

/** The company switcher: companies.toggle or the Administrator role. */
export function useCanSwitchCompany(): boolean {
  const scopes = useSession((s) => s.permissions);
  const role = useSession((s) => s.claims?.role ?? null);
  return canSwitchCompany({ scopes, role });
}

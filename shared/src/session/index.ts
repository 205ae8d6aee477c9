/** @groundwork/shared/session: the session store (token, claims, company, permissions) and permission checks. */
export { decodeSession, isExpired } from './claims';
export type { SessionClaims } from './claims';
export { STORAGE_KEYS } from './keys';
export { readStoredCompany, readStoredToken, takeSessionEnded, writeSignIn } from './storage';
export type { StoredCompany, KeyValueStorage } from './storage';
export { useSession, loadStoredSession, checkStoredSession, useCan, canNow, useCanSwitchCompany, useMayCall, apiAction } from './store';
export type { SessionState, SessionCheck } from './store';
export { browser } from './browser';
export { registerSignOutWarning, signOutWarnings } from './sign-out-warnings';
export type { SignOutWarning } from './sign-out-warnings';
export type { Crumb, FeatureRoute, FeatureRoutesModule } from './routes';

import type { SessionClaims } from '../../platform/auth/session-claims';

/**
 * The anti-escalation rule of roles and users: a caller may only hand out (in a role, or by giving a user a role)
 * permissions that their own token holds. An Administrator holding every permission may grant anything.
 */
export function permissionsBeyondCaller(caller: Pick<SessionClaims, 'scopes'>, permissions: readonly string[]): string[] {
  const own = new Set(caller.scopes);
  return permissions.filter((p) => !own.has(p));
}

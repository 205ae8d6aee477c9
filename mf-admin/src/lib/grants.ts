import { permissionsBeyond } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';

/**
 * The server's anti-escalation rule (shared/domain permissionsBeyond) as the screens apply it: a caller may only hand
 * out, or edit a user holding, permissions that their own token holds. The server decides; the screens only avoid
 * offering what it would refuse.
 */

/** The caller's scopes (the token's permissions). */
export function useScopes(): readonly string[] {
  return useSession((s) => s.permissions);
}

/** True when every one of the permissions is among the scopes. */
export function holdsAll(scopes: readonly string[], permissions: readonly string[]): boolean {
  return permissionsBeyond({ scopes }, permissions).length === 0;
}

/** True when a role (as the API sends it, `permissions: [{name}]`) gives nothing beyond the scopes. */
export function roleWithin(scopes: readonly string[], role: { permissions?: readonly { name: string }[] } | null | undefined): boolean {
  return holdsAll(scopes, (role?.permissions ?? []).map((p) => p.name));
}

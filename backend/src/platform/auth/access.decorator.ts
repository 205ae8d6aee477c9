import { SetMetadata } from '@nestjs/common';
import type { Permission, RouteAccess } from '@groundwork/shared/domain';

export const ACCESS_KEY = 'groundwork:access';

/**
 * Who may call a route. Every route declares exactly one; the global AccessGuard refuses undeclared routes.
 * - public: anyone, no token (never under /api, except a page that holds no data: `page: true`).
 * - signedIn: any valid token.
 * - anyOf: a valid token holding at least one of the permissions, or (switcher: true) passing canSwitchCompany.
 * Each declaration must equal the route's entry in the access table (shared/domain API_ACCESS), which the screens read.
 */
export type AccessRule = RouteAccess;

const declare = (rule: AccessRule) => SetMetadata(ACCESS_KEY, rule);

/** `@Access(PERMISSIONS.X, PERMISSIONS.Y)`: a signed-in user holding any of the permissions. */
export function Access(...permissions: [Permission, ...Permission[]]) {
  return declare({ kind: 'anyOf', permissions, switcher: false });
}
/** Any signed-in user; the data is still limited to the token's company by the service. */
Access.signedIn = () => declare({ kind: 'signedIn' });
/** The company switcher rule (companies.toggle or role Administrator), or any of the given permissions. */
Access.switcher = (...permissions: Permission[]) => declare({ kind: 'anyOf', permissions, switcher: true });

/** No token needed. Refused by the guard for paths under /api. */
export const Public = () => declare({ kind: 'public' });
/**
 * A page under /api that anyone may load because it holds no data: the API reference (its document, and every
 * route it lists, still need a token). The access table lists each one.
 */
Public.page = () => declare({ kind: 'public', page: true });

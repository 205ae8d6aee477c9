import { ADMINISTRATOR_ROLE, ALL_PERMISSIONS, PERMISSIONS, type PermissionHolder } from '@groundwork/shared/domain';

/**
 * The Administrator role and the company switch (docs/permissions.md, "The company switch").
 *
 * shared/domain's canSwitchCompany trusts the role's name. On the server a name alone grants nothing:
 * - maySwitchCompany: companies.toggle, or the role named Administrator holding every permission (the seeded one);
 * - nobody who fails maySwitchCompany may create, rename to, or hand out a role named Administrator (any case).
 */

export const ADMINISTRATOR_MESSAGES = {
  reservedName: `Only a user who may switch companies may create a role named ${ADMINISTRATOR_ROLE}.`,
  grant: `Only a user who may switch companies may give the ${ADMINISTRATOR_ROLE} role.`,
  change: `Only a user holding every permission may change the ${ADMINISTRATOR_ROLE} role's permissions.`,
} as const;

/** Whether a role name is the Administrator's, whatever its case and surrounding spaces. */
export function isAdministratorName(name: string): boolean {
  return name.trim().toLowerCase() === ADMINISTRATOR_ROLE.toLowerCase();
}

/** Whether the holder's scopes include every permission of the product. */
export function holdsEveryPermission(holder: Pick<PermissionHolder, 'scopes'>): boolean {
  const own = new Set(holder.scopes);
  return ALL_PERMISSIONS.every((p) => own.has(p));
}

/** The server's switch rule: companies.toggle, or the role named exactly Administrator with every permission. */
export function maySwitchCompany(holder: PermissionHolder): boolean {
  if (holder.scopes.includes(PERMISSIONS.COMPANIES_TOGGLE)) return true;
  return holder.role === ADMINISTRATOR_ROLE && holdsEveryPermission(holder);
}

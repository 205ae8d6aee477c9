import { ADMINISTRATOR_ROLE } from '@groundwork/shared/domain';
import { registerServerMessages } from '@groundwork/shared/i18n/server';

/**
 * The Administrator role and the company switch (docs/permissions.md, "The company switch").
 *
 * The switch itself is shared/domain's canSwitchCompany: companies.toggle, or the role named Administrator holding every
 * permission (a name alone grants nothing). Nobody who fails it may create, rename to, or hand out a role named
 * Administrator (any case).
 */

export const ADMINISTRATOR_MESSAGES = {
  reservedName: `Only a user who may switch companies may create a role named ${ADMINISTRATOR_ROLE}.`,
  grant: `Only a user who may switch companies may give the ${ADMINISTRATOR_ROLE} role.`,
  change: `Only a user holding every permission may change the ${ADMINISTRATOR_ROLE} role's permissions.`,
} as const;
registerServerMessages('ADMINISTRATOR_MESSAGES', ADMINISTRATOR_MESSAGES);

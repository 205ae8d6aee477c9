import { z } from 'zod';
import { CLIENT_KEYS } from '@groundwork/shared/domain';
import { loginSchema, switchCompanySchema } from '@groundwork/shared/validation';
import { PLATFORM_MESSAGES } from '../../platform/errors/domain-errors';

/** The login form's schema, plus the client key the API requires (missing or unknown: 400). */
export const loginRequestSchema = loginSchema.extend({
  clientKey: z.enum(CLIENT_KEYS, { error: (issue) => (issue.input === undefined ? undefined : PLATFORM_MESSAGES.unknownClient) }),
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

export { switchCompanySchema };
export type SwitchCompanyRequest = z.output<typeof switchCompanySchema>;

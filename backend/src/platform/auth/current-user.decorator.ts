import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { Unauthorized } from '../errors/domain-errors';
import type { AuthenticatedRequest } from './access.guard';
import type { SessionClaims } from './session-claims';

function claimsOf(context: ExecutionContext): SessionClaims {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new Unauthorized();
  return user;
}

/** The verified token's claims. Only on routes that need a token. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => claimsOf(context));

/**
 * The tenant: the verified token's companyId. Never read a company from the body, query or headers;
 * a `companyId` the client sends is ignored.
 */
export const CompanyId = createParamDecorator((_data: unknown, context: ExecutionContext) => claimsOf(context).companyId);

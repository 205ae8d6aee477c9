import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../errors/domain-errors';
import { ACCESS_KEY, type AccessRule } from './access.decorator';
import { satisfies } from './access-rule';
import type { SessionClaims } from './session-claims';
import { CurrentAccessCache } from './current-access';
import { TokenService } from './token.service';

export interface AuthenticatedRequest extends FastifyRequest {
  user?: SessionClaims;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The global guard. Fail closed: a route without an @Access/@Public declaration is refused (403) and logged;
 * @Public is refused under /api (but @Public.page, a page without data). Otherwise: 401 without a valid token or for a
 * user deactivated since, 403 when the rule is not met by the user's current permissions (CurrentAccessCache: at most
 * sessionRecheckMs old).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('AccessGuard');

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly access: CurrentAccessCache,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const path = request.routeOptions?.url ?? request.url;
    if (!rule) {
      this.logger.error(`${request.method} ${path} has no access declaration: refused`);
      throw new Forbidden();
    }
    if (rule.kind === 'public') {
      if ((path.startsWith('/api/') || path === '/api') && !rule.page) {
        this.logger.error(`${request.method} ${path} is declared public under /api: refused`);
        throw new Forbidden();
      }
      return true;
    }
    const token = bearer(request);
    if (!token) throw new Unauthorized();
    const claims = await this.access.current(this.tokens.verify(token));
    request.user = claims;
    if (!satisfies(rule, claims)) throw new Forbidden();
    return true;
  }
}

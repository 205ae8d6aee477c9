import { Inject, Injectable } from '@nestjs/common';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import type { AppConfig } from '../config/config';
import { PLATFORM_MESSAGES, Unauthorized } from '../errors/domain-errors';
import { APP_CONFIG } from '../platform.tokens';
import type { SessionClaims } from './session-claims';

/** Signs and verifies session tokens (HS256, secret and lifetime from the config). */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService, @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'jwtExpiresIn'>) {}

  /** Signs exactly the session claims; exp comes from the configured lifetime. */
  sign(claims: Omit<SessionClaims, 'exp'>): string {
    const { id, username, name, email, scopes, role, company, companyId, companyLogo } = claims;
    return this.jwt.sign(
      { id, username, name, email, scopes, role, company, companyId, companyLogo },
      { noTimestamp: true, expiresIn: this.config.jwtExpiresIn as never },
    );
  }

  /** The same session with the claims given (e.g. the current role and permissions): the expiry does not move. */
  renew(claims: SessionClaims): string {
    const { id, username, name, email, scopes, role, company, companyId, companyLogo, exp } = claims;
    return this.jwt.sign({ id, username, name, email, scopes, role, company, companyId, companyLogo, exp }, { noTimestamp: true });
  }

  /** The verified claims, or Unauthorized (expired tokens get their own message). */
  verify(token: string): SessionClaims {
    try {
      const claims = this.jwt.verify<SessionClaims>(token);
      if (!Number.isInteger(claims.id) || !Number.isInteger(claims.companyId) || !Array.isArray(claims.scopes)) {
        throw new Unauthorized();
      }
      return claims;
    } catch (error) {
      if (error instanceof TokenExpiredError) throw new Unauthorized(PLATFORM_MESSAGES.sessionExpired);
      throw new Unauthorized();
    }
  }
}

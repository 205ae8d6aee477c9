import { Inject, Injectable } from '@nestjs/common';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config/config';
import { PLATFORM_MESSAGES, Unauthorized } from '../errors/domain-errors';
import { APP_CONFIG } from '../platform.tokens';
import type { SessionClaims } from './session-claims';

/** Tokens verified once and remembered: a user's requests carry the same token until it expires. */
const VERIFIED_TOKENS = 10_000;

/**
 * Signs and verifies session tokens (HS256, secret and lifetime from the config). A token whose signature checked out
 * is remembered with its claims, so the next requests with it skip the HMAC and the JSON parsing (a measurable share of
 * a small read under load, docs/performance.md "Throughput"); its expiry is still checked on every use, and what the
 * user may do now is checked by the guard (CurrentAccessCache) whatever this cache holds.
 */
@Injectable()
export class TokenService {
  private readonly verified = new LRUCache<string, SessionClaims>({ max: VERIFIED_TOKENS });

  constructor(private readonly jwt: JwtService, @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'jwtExpiresIn'>) {}

  /** Signs exactly the session claims; exp comes from the configured lifetime. */
  sign(claims: Omit<SessionClaims, 'exp'>): string {
    const { id, username, name, email, scopes, role, company, companyId, companyLogo, language } = claims;
    return this.jwt.sign(
      { id, username, name, email, scopes, role, company, companyId, companyLogo, language },
      { noTimestamp: true, expiresIn: this.config.jwtExpiresIn as never },
    );
  }

  /** The same session with the claims given (e.g. the current role and permissions): the expiry does not move. */
  renew(claims: SessionClaims): string {
    const { id, username, name, email, scopes, role, company, companyId, companyLogo, language, exp } = claims;
    return this.jwt.sign({ id, username, name, email, scopes, role, company, companyId, companyLogo, language, exp }, { noTimestamp: true });
  }

  /** The verified claims, or Unauthorized (expired tokens get their own message). */
  verify(token: string): SessionClaims {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.verified.delete(token);
      throw new Unauthorized(PLATFORM_MESSAGES.sessionExpired);
    }
    let claims: SessionClaims;
    try {
      claims = this.jwt.verify<SessionClaims>(token);
    } catch (error) {
      if (error instanceof TokenExpiredError) throw new Unauthorized(PLATFORM_MESSAGES.sessionExpired);
      throw new Unauthorized();
    }
    if (!Number.isInteger(claims.id) || !Number.isInteger(claims.companyId) || !Array.isArray(claims.scopes) || !Number.isInteger(claims.exp)) {
      throw new Unauthorized();
    }
    // Shared by every request with this token: frozen, so no request can change what the next one sees.
    Object.freeze(claims.scopes);
    this.verified.set(token, Object.freeze(claims));
    return claims;
  }
}

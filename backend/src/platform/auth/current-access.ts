import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import { canSwitchCompany, type Language } from '@groundwork/shared/domain';
import type { AppConfig } from '../config/config';
import { Unauthorized } from '../errors/domain-errors';
import { APP_CONFIG } from '../platform.tokens';
import type { SessionClaims } from './session-claims';

/**
 * What the database says about a signed-in user now: whether the account works, its role's current rule set, and the
 * language the API answers them in.
 */
export interface CurrentAccess {
  active: boolean;
  companyId: number;
  role: string;
  scopes: readonly string[];
  language: Language;
}

/** A deleted user: no session survives it. */
const GONE: CurrentAccess = { active: false, companyId: 0, role: '', scopes: [], language: 'en' };

/**
 * Session revocation without a database round trip per request (docs/decisions.md, "Sessions that end when they
 * should"). The guard asks here for the token user's current state (active, role name, role permissions), which is
 * read from the database at most once per `sessionRecheckMs` per user and process: one indexed query, shared by the
 * concurrent requests that missed. Every instance reads the same database, so all of them notice a deactivation or a
 * role change within that time. A read that fails (the database is down) is not cached: the request answers 503.
 */
@Injectable()
export class CurrentAccessCache implements AccessChanges {
  private readonly cache: LRUCache<number, CurrentAccess>;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.cache = new LRUCache<number, CurrentAccess>({
      max: 50_000,
      ttl: config.sessionRecheckMs,
      // A value read before a change must not outlive the interval: its age counts from the read, not from the last use.
      updateAgeOnGet: false,
      fetchMethod: async (userId) => {
        const rows: CurrentAccess[] = await dataSource.query(
          `SELECT u.is_active AS "active", u.company_id AS "companyId", r.name AS "role", r.permissions AS "scopes",
                  u.language AS "language"
             FROM "user" u JOIN "role" r ON r.id = u.role_id WHERE u.id = $1`,
          [userId],
        );
        return rows[0] ?? GONE;
      },
    });
  }

  /**
   * The claims the request runs with: the token's identity and company, the current role, permissions and language. 401 when
   * the user was deactivated or deleted, or holds a token for another company without the switcher rule any more.
   */
  async current(claims: SessionClaims): Promise<SessionClaims> {
    const access = this.cache.get(claims.id) ?? (await this.cache.fetch(claims.id)) ?? GONE;
    if (!access.active) throw new Unauthorized();
    if (access.companyId !== claims.companyId && !canSwitchCompany(access)) throw new Unauthorized();
    if (access.role === claims.role && sameScopes(access.scopes, claims.scopes) && access.language === claims.language) return claims;
    return { ...claims, role: access.role, scopes: [...access.scopes], language: access.language };
  }

  userChanged(userId: number): void {
    this.cache.delete(userId);
  }

  rolesChanged(): void {
    this.cache.clear();
  }
}

/**
 * Changes made through this instance apply at once here (others notice within sessionRecheckMs): the users service
 * forgets a user it changed, the roles service every user after a role change (rare, and the next reads are cheap).
 */
export interface AccessChanges {
  userChanged(userId: number): void;
  rolesChanged(): void;
}

function sameScopes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((scope, i) => scope === b[i]);
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { canSwitchCompany, MESSAGES, type Language } from '@groundwork/shared/domain';
import { Company } from '../companies/company.entity';
import { User } from '../users/user.entity';
import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/config';
import { companyLogoUrl, type SessionClaims } from '../../platform/auth/session-claims';
import { TokenService } from '../../platform/auth/token.service';
import { CurrentAccessCache } from '../../platform/auth/current-access';
import { Forbidden, NotFound, Unauthorized } from '../../platform/errors/domain-errors';
import { LoginThrottle } from './login-throttle';
import type { LoginRequest } from './auth.schemas';
import { hashPassword, verifyPassword } from '../../platform/auth/password';

/** Verified against when the username is unknown, so both failures take the same time. */
const DUMMY_HASH = hashPassword('groundwork-timing-equaliser');

@Injectable()
export class AuthService {
  private readonly throttle: LoginThrottle;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    private readonly tokens: TokenService,
    private readonly access: CurrentAccessCache,
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.throttle = new LoginThrottle(config.loginThrottle, dataSource);
  }

  async login(input: LoginRequest, address: string): Promise<{ token: string }> {
    await this.throttle.begin(input.username, address);
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.password')
      .innerJoinAndSelect('user.role', 'role')
      .innerJoinAndSelect('user.company', 'company')
      .where('user.username = :username', { username: input.username })
      .getOne();
    const valid = user?.password
      ? await verifyPassword(user.password, input.password)
      : await verifyPassword(await DUMMY_HASH, input.password).then(() => false);
    if (!user || !valid || !user.isActive) {
      throw new Unauthorized(MESSAGES.incorrectCredentials);
    }
    await this.throttle.succeeded(input.username, address);
    return { token: this.tokens.sign(this.claimsFor(user, user.company!)) };
  }

  /**
   * A token for another company: same user id, name and scopes (re-read from the database, so a deactivated user or
   * a changed role takes effect), with company, companyId and companyLogo of the chosen company. The server treats
   * the token's companyId as the tenant of every request. The switch needs companies.toggle, or the role named
   * Administrator holding every permission: a role's name alone does not open other companies (roles/administrator.ts).
   */
  async switchCompany(current: SessionClaims, companyId: number): Promise<{ token: string }> {
    const user = await this.users.findOne({ where: { id: current.id }, relations: { role: true } });
    if (!user || !user.isActive) throw new Unauthorized();
    const holder = { scopes: user.role!.permissions, role: user.role!.name };
    if (!canSwitchCompany(holder)) throw new Forbidden();
    const company = await this.companies.findOne({ where: { id: companyId } });
    if (!company) throw new NotFound();
    return { token: this.tokens.sign(this.claimsFor(user, company)) };
  }

  /** The guard has already put the user's current role and permissions into the claims. */
  currentSession(current: SessionClaims): { token: string } {
    return { token: this.tokens.renew(current) };
  }

  /** The user's own language, kept; the session goes on (same expiry) with it. */
  async setLanguage(current: SessionClaims, language: Language): Promise<{ token: string }> {
    await this.users.update({ id: current.id }, { language });
    this.access.userChanged(current.id);
    return { token: this.tokens.renew({ ...current, language }) };
  }

  private claimsFor(user: User, company: Company): Omit<SessionClaims, 'exp'> {
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      scopes: [...user.role!.permissions],
      role: user.role!.name,
      company: company.name,
      companyId: company.id,
      companyLogo: companyLogoUrl(company),
      language: user.language,
    };
  }
}

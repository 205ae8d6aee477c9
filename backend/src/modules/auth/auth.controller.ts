import { Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Access, Public } from '../../platform/auth/access.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { ZodBody } from '../../platform/validation/zod.pipe';
import { languageSchema, type LanguageInput } from '@groundwork/shared/validation';
import { loginRequestSchema, switchCompanySchema, type LoginRequest, type SwitchCompanyRequest } from './auth.schemas';
import { AuthService } from './auth.service';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  login(@ZodBody(loginRequestSchema) body: LoginRequest, @Req() request: FastifyRequest) {
    return this.auth.login(body, request.ip);
  }

  /**
   * The shell's 5-second re-check: the session as the server sees it now, as a token with the same expiry and the
   * user's current role and permissions (the menu follows a changed role). A deactivated user gets 401 from the guard.
   */
  @Get('session')
  @Access.signedIn()
  session(@CurrentUser() user: SessionClaims) {
    return this.auth.currentSession(user);
  }

  /** The signed-in user's own language (English or French): a renewed token that carries it. */
  @Put('language')
  @Access.signedIn()
  setLanguage(@CurrentUser() user: SessionClaims, @ZodBody(languageSchema) body: LanguageInput) {
    return this.auth.setLanguage(user, body.language);
  }

  /** The switcher rule is checked on the token here and again on the user's current role in the service. */
  @Post('switch-company')
  @HttpCode(200)
  @Access.switcher()
  switchCompany(@CurrentUser() user: SessionClaims, @ZodBody(switchCompanySchema) body: SwitchCompanyRequest) {
    return this.auth.switchCompany(user, body.companyId);
  }
}

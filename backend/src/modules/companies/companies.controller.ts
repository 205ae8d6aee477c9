import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { type CompanyInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { IdParam } from '../../platform/validation/zod.pipe';
import { CompaniesService } from './companies.service';
import { CompanyBody } from './company-body.pipe';
import { COMPANIES_PATH } from './company-body-limit';

/** Scripts, frames, forms and every fetch are off; `sandbox` also gives the document an opaque origin. */
export const LOGO_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

@Controller(COMPANIES_PATH)
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  /**
   * Every company: the company list and the switcher. companies.toggle rather than Access.switcher: the role name
   * Administrator alone opens nothing (roles/administrator.ts; the seeded Administrator holds companies.toggle).
   */
  @Get()
  @Access(PERMISSIONS.COMPANIES_ALL, PERMISSIONS.COMPANIES_TOGGLE)
  list(@CurrentUser() user: SessionClaims) {
    return this.companies.list(user);
  }

  /** The user's own company, or any for companies.all / switchers; otherwise 404. */
  @Get(':id')
  @Access.signedIn()
  get(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.companies.get(user, id);
  }

  /**
   * The logo image (same visibility as the company), typed by its bytes. Never sniffed as anything else, and an SVG
   * opened directly runs no script (sandbox, no sources but inline styles).
   */
  @Get(':id/logo')
  @Access.signedIn()
  async logo(@CurrentUser() user: SessionClaims, @IdParam() id: number, @Res() reply: FastifyReply) {
    const logo = await this.companies.logo(user, id);
    return reply
      .header('Content-Type', logo.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Security-Policy', LOGO_CONTENT_SECURITY_POLICY)
      .send(logo.bytes);
  }

  /**
   * companies.all manages every company (create, edit, delete); its labour burden and salaried hours also need
   * reports.job_cost (403; see docs/permissions.md).
   */
  @Post()
  @Access(PERMISSIONS.COMPANIES_ALL)
  create(@CurrentUser() user: SessionClaims, @CompanyBody() body: CompanyInput) {
    return this.companies.create(user, body);
  }

  @Put(':id')
  @Access(PERMISSIONS.COMPANIES_ALL)
  update(@CurrentUser() user: SessionClaims, @IdParam() id: number, @CompanyBody() body: CompanyInput) {
    return this.companies.update(user, id, body);
  }

  /** Refused for the caller's own company and for a company that still has data. */
  @Delete(':id')
  @Access(PERMISSIONS.COMPANIES_ALL)
  remove(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.companies.remove(user, id);
  }
}

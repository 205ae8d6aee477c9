import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { Access } from '../../platform/auth/access.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { IdParam } from '../../platform/validation/zod.pipe';
import { CompaniesService } from './companies.service';

@Controller('api/companies')
export class CompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  /** Every company: the company list and the switcher. */
  @Get()
  @Access.switcher(PERMISSIONS.COMPANIES_ALL)
  list() {
    return this.companies.list();
  }

  /** The user's own company, or any for companies.all / switchers; otherwise 404. */
  @Get(':id')
  @Access.signedIn()
  get(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.companies.get(user, id);
  }

  /** The logo image (same visibility as the company). */
  @Get(':id/logo')
  @Access.signedIn()
  async logo(@CurrentUser() user: SessionClaims, @IdParam() id: number, @Res() reply: FastifyReply) {
    const logo = await this.companies.logo(user, id);
    return reply
      .header('Content-Type', logo.contentType)
      .header('Cache-Control', 'private, max-age=300')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(logo.bytes);
  }
}

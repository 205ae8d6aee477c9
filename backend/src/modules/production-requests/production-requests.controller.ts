import { Controller, Delete, Get } from '@nestjs/common';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId } from '../../platform/auth/current-user.decorator';
import { IdParam, ZodQuery } from '../../platform/validation/zod.pipe';
import { jobRequestsQuerySchema, type JobRequestsQuery } from './production-requests.schemas';
import { ProductionRequestsService } from './production-requests.service';

const P = PERMISSIONS;

/** The two schedule-entry routes of spec 01 §7 (the foreman check and the job's pending requests). */
@Controller('api/jobs')
export class ProductionRequestsController {
  constructor(private readonly requests: ProductionRequestsService) {}

  @Get(':id/production-requests')
  @Access(P.JOBS_ALL, P.JOBS_READ, P.REPORTS_FOREMAN, P.WEB_CREW_BUILDER, P.PRODUCTIONS_CREATE)
  list(@CompanyId() companyId: number, @IdParam() id: number, @ZodQuery(jobRequestsQuerySchema) query: JobRequestsQuery) {
    return this.requests.listForJob(companyId, id, query);
  }

  @Delete('production-requests/:id')
  @Access(P.REPORTS_FOREMAN, P.REPORTS_PAYROLL, P.WEB_CREW_BUILDER)
  remove(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.requests.remove(companyId, id);
  }
}

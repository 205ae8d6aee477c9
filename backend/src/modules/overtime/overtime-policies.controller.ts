import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { overtimePolicySchema, type OvertimePolicyInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId } from '../../platform/auth/current-user.decorator';
import { IdParam, ZodBody } from '../../platform/validation/zod.pipe';
import { OvertimePoliciesService } from './overtime-policies.service';

/** docs/overtime.md; the company's own policies are written by the payroll clerk (productions.export). */
@Controller('api/overtime-policies')
export class OvertimePoliciesController {
  constructor(private readonly policies: OvertimePoliciesService) {}

  /** Any signed-in user of the company: the company form, the time record form's preview and My Records name them. */
  @Get()
  @Access.signedIn()
  list(@CompanyId() companyId: number) {
    return this.policies.list(companyId);
  }

  /** One of the company's own policies, as its edit form (Contents > Overtime Policies) loads it. */
  @Get(':id')
  @Access.signedIn()
  get(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.policies.get(companyId, id);
  }

  /** A duplicate name or union answers 400 on that field. */
  @Post()
  @Access(PERMISSIONS.PRODUCTIONS_EXPORT)
  create(@CompanyId() companyId: number, @ZodBody(overtimePolicySchema) body: OvertimePolicyInput) {
    return this.policies.create(companyId, body);
  }

  @Put(':id')
  @Access(PERMISSIONS.PRODUCTIONS_EXPORT)
  update(@CompanyId() companyId: number, @IdParam() id: number, @ZodBody(overtimePolicySchema) body: OvertimePolicyInput) {
    return this.policies.update(companyId, id, body);
  }

  @Delete(':id')
  @Access(PERMISSIONS.PRODUCTIONS_EXPORT)
  remove(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.policies.remove(companyId, id);
  }
}

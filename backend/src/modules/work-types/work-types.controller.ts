import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { workTypeSchema, type WorkTypeInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId } from '../../platform/auth/current-user.decorator';
import { sendJson } from '../../platform/database/json-sql';
import { IdParam, ZodBody } from '../../platform/validation/zod.pipe';
import { WorkTypesService } from './work-types.service';

@Controller('api/work-types')
export class WorkTypesController {
  constructor(private readonly workTypes: WorkTypesService) {}

  /** Any signed-in user of the company: the time record forms offer them. */
  @Get()
  @Access.signedIn()
  async list(@CompanyId() companyId: number, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.workTypes.listJson(companyId));
  }

  @Get(':id')
  @Access.signedIn()
  get(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.workTypes.get(companyId, id);
  }

  @Post()
  @Access(PERMISSIONS.CONTENTS_WORK_TYPES)
  create(@CompanyId() companyId: number, @ZodBody(workTypeSchema) body: WorkTypeInput) {
    return this.workTypes.create(companyId, body);
  }

  @Put(':id')
  @Access(PERMISSIONS.CONTENTS_WORK_TYPES)
  update(@CompanyId() companyId: number, @IdParam() id: number, @ZodBody(workTypeSchema) body: WorkTypeInput) {
    return this.workTypes.update(companyId, id, body);
  }

  @Delete(':id')
  @Access(PERMISSIONS.CONTENTS_WORK_TYPES)
  remove(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.workTypes.remove(companyId, id);
  }
}

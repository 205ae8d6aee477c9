import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { roleSchema, type RoleInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId, CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { queryFlag } from '../../platform/validation/query-params';
import { RolesService } from './roles.service';

const createQuerySchema = z.object({ includePermissions: queryFlag() });

@Controller('api/roles')
export class RolesController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  @Access(PERMISSIONS.ROLES_READ, PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_CREATE, PERMISSIONS.USERS_UPDATE)
  list(@CompanyId() companyId: number) {
    return this.roles.list(companyId);
  }

  @Get(':id')
  @Access(PERMISSIONS.ROLES_READ, PERMISSIONS.ROLES_UPDATE)
  get(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.roles.get(companyId, id);
  }

  /** `?includePermissions=true` answers the role with its permissions. */
  @Post()
  @Access(PERMISSIONS.ROLES_ADD)
  create(
    @CurrentUser() caller: SessionClaims,
    @ZodQuery(createQuerySchema) query: z.output<typeof createQuerySchema>,
    @ZodBody(roleSchema) body: RoleInput,
  ) {
    return this.roles.create(caller, body, query.includePermissions);
  }

  @Put(':id')
  @Access(PERMISSIONS.ROLES_UPDATE)
  update(@CurrentUser() caller: SessionClaims, @IdParam() id: number, @ZodBody(roleSchema) body: RoleInput) {
    return this.roles.update(caller, id, body);
  }

  @Delete(':id')
  @Access(PERMISSIONS.ROLES_UPDATE)
  remove(@CurrentUser() caller: SessionClaims, @IdParam() id: number) {
    return this.roles.remove(caller, id);
  }
}

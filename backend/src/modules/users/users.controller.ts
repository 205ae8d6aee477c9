import { Controller, Get, Post, Put } from '@nestjs/common';
import { z } from 'zod';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { userCreateSchema, userUpdateSchema, type UserCreateInput, type UserUpdateInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId, CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { queryFlag, queryId, queryText } from '../../platform/validation/query-params';
import { UsersService } from './users.service';

const listQuerySchema = z
  .object({
    includeRole: queryFlag(),
    excludeInactive: queryFlag(),
    employeeCode: queryText(),
    excludeId: queryId(),
    /** Alias of excludeId. */
    id: queryId(),
  })
  .transform(({ id, excludeId, ...rest }) => ({ ...rest, excludeId: excludeId ?? id }));
const getQuerySchema = z.object({ includeManagers: queryFlag() });

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /**
   * The user list, the employee-code lookup and the employee pickers. users.* holders get full records; the pickers
   * of jobs (jobs.update), time records (productions.create), the crew builder (web.crew_builder) and the active
   * employees report get the directory view (no pay, contact or personal data); the report adds the hire date and
   * the work contact (email, mobile).
   */
  @Get()
  @Access(
    PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_READ, PERMISSIONS.USERS_CREATE, PERMISSIONS.USERS_UPDATE,
    PERMISSIONS.JOBS_UPDATE, PERMISSIONS.PRODUCTIONS_CREATE, PERMISSIONS.WEB_CREW_BUILDER, PERMISSIONS.REPORTS_ACTIVE_EMPLOYEES,
  )
  list(@CurrentUser() caller: SessionClaims, @ZodQuery(listQuerySchema) query: z.output<typeof listQuerySchema>) {
    return this.users.list(caller, query);
  }

  /** `?includeManagers=true` adds managers and managerIds. */
  @Get(':id')
  @Access(PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_READ, PERMISSIONS.USERS_UPDATE)
  get(@CompanyId() companyId: number, @IdParam() id: number, @ZodQuery(getQuerySchema) query: z.output<typeof getQuerySchema>) {
    return this.users.get(companyId, id, query.includeManagers);
  }

  /** users.all lets the caller in; giving the new user a role needs users.create (checked by the service). */
  @Post()
  @Access(PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_CREATE)
  create(@CurrentUser() caller: SessionClaims, @ZodBody(userCreateSchema) body: UserCreateInput) {
    return this.users.create(caller, body);
  }

  @Put(':id')
  @Access(PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_UPDATE)
  update(@CurrentUser() caller: SessionClaims, @IdParam() id: number, @ZodBody(userUpdateSchema) body: UserUpdateInput) {
    return this.users.update(caller, id, body);
  }
}

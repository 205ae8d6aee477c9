import { Controller, Get } from '@nestjs/common';
import { ALL_PERMISSIONS } from '@groundwork/shared/domain';
import { Access } from '../../platform/auth/access.decorator';

@Controller('api/role-permissions')
export class RolePermissionsController {
  /** Every permission name of the product, as the role form's checkbox list reads it. */
  @Get()
  @Access.signedIn()
  list(): Array<{ name: string }> {
    return ALL_PERMISSIONS.map((name) => ({ name }));
  }
}

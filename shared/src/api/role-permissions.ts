import type { RolePermission } from '@groundwork/shared/domain';
import { apiClient } from './client';

export const rolePermissionKeys = { all: ['role-permissions'] as const };

/** GET /api/role-permissions: the permissions a role may be given, [{name}]. */
export async function listRolePermissions(): Promise<RolePermission[]> {
  const { data } = await apiClient.get<RolePermission[]>('/api/role-permissions');
  return data;
}

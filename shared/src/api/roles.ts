import type { DeleteResult, Role } from '@groundwork/shared/domain';
import type { RoleInput } from '@groundwork/shared/validation';
import { apiClient } from './client';

/** The body of POST / PUT /api/roles: {name, description, permissions: [{name}]}. */
export type RoleBody = RoleInput;

/** React Query keys of the roles group. */
export const roleKeys = {
  all: ['roles'] as const,
  detail: (id: number) => ['roles', id] as const,
};

/** GET /api/roles */
export async function listRoles(): Promise<Role[]> {
  const { data } = await apiClient.get<Role[]>('/api/roles');
  return data;
}

/** GET /api/roles/{id} (with its permissions). */
export async function getRole(id: number): Promise<Role> {
  const { data } = await apiClient.get<Role>(`/api/roles/${id}`);
  return data;
}

/** POST /api/roles?includePermissions=true */
export async function createRole(body: RoleBody): Promise<Role> {
  const { data } = await apiClient.post<Role>('/api/roles', body, { params: { includePermissions: true } });
  return data;
}

/** PUT /api/roles/{id} */
export async function updateRole(id: number, body: RoleBody): Promise<Role> {
  const { data } = await apiClient.put<Role>(`/api/roles/${id}`, body);
  return data;
}

/** DELETE /api/roles/{id}: {isSuccessful}. */
export async function deleteRole(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/roles/${id}`);
  return data;
}

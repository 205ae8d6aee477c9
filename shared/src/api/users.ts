import type { User } from '@groundwork/shared/domain';
import type { UserCreateInput, UserUpdateInput } from '@groundwork/shared/validation';
import { apiClient } from './client';

export interface UserListQuery {
  /** Attach each user's role (for the list's Role column). */
  includeRole?: boolean;
  /** Leave inactive users out (the list's default until Include Inactive is on). */
  excludeInactive?: boolean;
}

export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  detail: (id: number) => ['users', id] as const,
  employeeCode: (code: string, excludeId?: number) => ['users', 'employee-code', code, excludeId ?? null] as const,
};

/** GET /api/users?includeRole&excludeInactive */
export async function listUsers(query: UserListQuery = {}): Promise<User[]> {
  const { data } = await apiClient.get<User[]>('/api/users', { params: query });
  return data;
}

/**
 * Whether an employee code is free in the company: GET /api/users?employeeCode=X answers [] when it is.
 * `excludeId` leaves out the user being edited, whose own code is not a clash.
 */
export async function isEmployeeCodeFree(employeeCode: string, excludeId?: number): Promise<boolean> {
  const params: Record<string, string | number> = { employeeCode };
  if (excludeId !== undefined) params.excludeId = excludeId;
  const { data } = await apiClient.get<User[]>('/api/users', { params });
  return data.every((u) => u.id === excludeId);
}

/** GET /api/users/{id}?includeManagers=true */
export async function getUser(id: number): Promise<User> {
  const { data } = await apiClient.get<User>(`/api/users/${id}`, { params: { includeManagers: true } });
  return data;
}

/** POST /api/users */
export async function createUser(body: UserCreateInput): Promise<User> {
  const { data } = await apiClient.post<User>('/api/users', body);
  return data;
}

/** PUT /api/users/{id}; without a password the old one is kept. */
export async function updateUser(id: number, body: UserUpdateInput): Promise<User> {
  const { data } = await apiClient.put<User>(`/api/users/${id}`, body);
  return data;
}

import type { DeleteResult, WorkType } from '@groundwork/shared/domain';
import type { WorkTypeInput } from '@groundwork/shared/validation';
import { apiClient } from './client';

export const workTypeKeys = {
  all: ['work-types'] as const,
  detail: (id: number) => ['work-types', id] as const,
};

/** GET /api/work-types */
export async function listWorkTypes(): Promise<WorkType[]> {
  const { data } = await apiClient.get<WorkType[]>('/api/work-types');
  return data;
}

/** GET /api/work-types/{id} */
export async function getWorkType(id: number): Promise<WorkType> {
  const { data } = await apiClient.get<WorkType>(`/api/work-types/${id}`);
  return data;
}

/** POST /api/work-types with {name, isEquipmentRequired}. */
export async function createWorkType(body: WorkTypeInput): Promise<WorkType> {
  const { data } = await apiClient.post<WorkType>('/api/work-types', body);
  return data;
}

/** PUT /api/work-types/{id} */
export async function updateWorkType(id: number, body: WorkTypeInput): Promise<WorkType> {
  const { data } = await apiClient.put<WorkType>(`/api/work-types/${id}`, body);
  return data;
}

/** DELETE /api/work-types/{id}: {isSuccessful}. */
export async function deleteWorkType(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/work-types/${id}`);
  return data;
}

import type { DeleteResult, Equipment } from '@groundwork/shared/domain';
import type { EquipmentInput } from '@groundwork/shared/validation';
import { apiClient } from './client';
import { queryFlags } from './jobs';

export const equipmentKeys = {
  all: ['equipment'] as const,
  list: (query: EquipmentListQuery) => ['equipment', 'list', query] as const,
  detail: (id: number, query: { includeJobUtilization?: boolean } = {}) => ['equipment', id, query] as const,
};

export interface EquipmentListQuery {
  /** Hide inactive equipment (the list's Include Inactive toggle off). */
  excludeInactive?: boolean;
  /** Exact name lookup (uniqueness). */
  name?: string;
}

/** GET /api/equipment?excludeInactive&name */
export async function listEquipment(query: EquipmentListQuery = {}): Promise<Equipment[]> {
  const { data } = await apiClient.get<Equipment[]>('/api/equipment', { params: queryFlags(query) });
  return data;
}

/** GET /api/equipment/{id}?includeJobUtilization */
export async function getEquipment(id: number, query: { includeJobUtilization?: boolean } = {}): Promise<Equipment> {
  const { data } = await apiClient.get<Equipment>(`/api/equipment/${id}`, { params: queryFlags(query) });
  return data;
}

/** POST /api/equipment */
export async function createEquipment(body: EquipmentInput): Promise<Equipment> {
  const { data } = await apiClient.post<Equipment>('/api/equipment', body);
  return data;
}

/** PUT /api/equipment/{id} */
export async function updateEquipment(id: number, body: EquipmentInput): Promise<Equipment> {
  const { data } = await apiClient.put<Equipment>(`/api/equipment/${id}`, body);
  return data;
}

/** DELETE /api/equipment/{id} */
export async function deleteEquipment(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/equipment/${id}`);
  return data;
}

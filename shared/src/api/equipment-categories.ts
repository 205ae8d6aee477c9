import type { DeleteResult, EquipmentCategory } from '@groundwork/shared/domain';
import type { EquipmentCategoryInput } from '@groundwork/shared/validation';
import { apiClient } from './client';

export const equipmentCategoryKeys = {
  all: ['equipment-categories'] as const,
  detail: (id: number) => ['equipment-categories', id] as const,
};

/** GET /api/equipment/categories */
export async function listEquipmentCategories(): Promise<EquipmentCategory[]> {
  const { data } = await apiClient.get<EquipmentCategory[]>('/api/equipment/categories');
  return data;
}

/** GET /api/equipment/categories/{id} */
export async function getEquipmentCategory(id: number): Promise<EquipmentCategory> {
  const { data } = await apiClient.get<EquipmentCategory>(`/api/equipment/categories/${id}`);
  return data;
}

/** POST /api/equipment/categories with {name}. */
export async function createEquipmentCategory(body: EquipmentCategoryInput): Promise<EquipmentCategory> {
  const { data } = await apiClient.post<EquipmentCategory>('/api/equipment/categories', body);
  return data;
}

/** PUT /api/equipment/categories/{id} */
export async function updateEquipmentCategory(id: number, body: EquipmentCategoryInput): Promise<EquipmentCategory> {
  const { data } = await apiClient.put<EquipmentCategory>(`/api/equipment/categories/${id}`, body);
  return data;
}

/** DELETE /api/equipment/categories/{id}: {isSuccessful}. */
export async function deleteEquipmentCategory(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/equipment/categories/${id}`);
  return data;
}

import type { ProductionHistoryEntry } from '@groundwork/shared/domain';
import { apiClient } from './client';

/** Under productionKeys.all: saving a record (which invalidates it) refreshes its history too. */
export const productionHistoryKey = (id: number) => ['productions', id, 'history'] as const;

/** GET /api/jobs/productions/{id}/history: newest first; also for a deleted record (readers of its job). */
export async function getProductionHistory(id: number): Promise<ProductionHistoryEntry[]> {
  const { data } = await apiClient.get<ProductionHistoryEntry[]>(`/api/jobs/productions/${id}/history`);
  return data;
}

import type { DeleteResult, Equipment } from '@groundwork/shared/domain';
import type { EquipmentInput } from '@groundwork/shared/validation';
import { apiClient, downloadImportTemplate, postSpreadsheet } from './client';
import { queryFlags } from './jobs';

export const equipmentKeys = {
  all: ['equipment'] as const,
  list: (query: EquipmentListQuery) => ['equipment', 'list', query] as const,
  detail: (id: number, query: { includeJobUtilization?: boolean } = {}) => ['equipment', id, query] as const,
  usage: (range: EquipmentUsageRange) => ['equipment', 'usage', range] as const,
};

/** The range of the equipment usage report (ISO instants or days; a day is inclusive). */
export interface EquipmentUsageRange {
  producedStartsAt: string;
  producedEndsAt: string;
  excludeInactive?: boolean;
}

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

/**
 * GET /api/equipment?includeEquipmentUsage=true&producedStartsAt&producedEndsAt: every piece of equipment, each with
 * `equipmentUsage`, its lines on records produced in the range (hours, fuel, notes, and the record's date, employee,
 * job and cost code). Needs reports.equipment_usage_report, equipment.all or equipment.read.
 */
export async function listEquipmentUsage(range: EquipmentUsageRange): Promise<Equipment[]> {
  const { data } = await apiClient.get<Equipment[]>('/api/equipment', { params: queryFlags({ ...range, includeEquipmentUsage: true }) });
  return data;
}

/** GET /api/equipment/{id}?includeJobUtilization (each job it is on, with its hoursUsed and litersOfFuel there) */
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

/** GET /api/equipment/import/template as a file (.xlsx). */
export function downloadEquipmentTemplate(): Promise<Blob> {
  return downloadImportTemplate('/api/equipment/import/template');
}

/**
 * POST /api/equipment/import, multipart with one field `spreadsheet` (.xlsx or .csv). All rows or none are imported;
 * an Hourly Rate cell needs reports.job_cost.
 */
export function importEquipment(file: File | Blob, fileName?: string): Promise<Equipment[]> {
  return postSpreadsheet<Equipment[]>('/api/equipment/import', file, fileName);
}

import type { CostCode, DeleteResult } from '@groundwork/shared/domain';
import type { CostCodeCreateInput, CostCodeUpdateInput } from '@groundwork/shared/validation';
import { apiClient, downloadImportTemplate, postSpreadsheet } from './client';
import { queryFlags } from './jobs';

export const costCodeKeys = {
  all: ['cost-codes'] as const,
  list: (query: CostCodeListQuery) => ['cost-codes', 'list', query] as const,
  detail: (id: number) => ['cost-codes', id] as const,
};

export interface CostCodeListQuery {
  /** Attach each code's job. */
  includeJob?: boolean;
  /** Only the codes of one job. */
  jobId?: number;
  /** Exact name lookup (uniqueness within a job). */
  name?: string;
}

/** GET /api/cost-codes?includeJob&jobId&name */
export async function listCostCodes(query: CostCodeListQuery = {}): Promise<CostCode[]> {
  const { data } = await apiClient.get<CostCode[]>('/api/cost-codes', { params: queryFlags(query) });
  return data;
}

/** GET /api/cost-codes/{id} */
export async function getCostCode(id: number): Promise<CostCode> {
  const { data } = await apiClient.get<CostCode>(`/api/cost-codes/${id}`);
  return data;
}

/** POST /api/jobs/{jobId}/cost-codes: a new cost code on a job. */
export async function createCostCode(body: CostCodeCreateInput): Promise<CostCode> {
  const { data } = await apiClient.post<CostCode>(`/api/jobs/${body.jobId}/cost-codes`, body);
  return data;
}

/** PUT /api/cost-codes/{id} */
export async function updateCostCode(id: number, body: CostCodeUpdateInput): Promise<CostCode> {
  const { data } = await apiClient.put<CostCode>(`/api/cost-codes/${id}`, body);
  return data;
}

/** DELETE /api/cost-codes/{id} */
export async function deleteCostCode(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/cost-codes/${id}`);
  return data;
}

/** Where the import template is downloaded from (GET, signed in). */
const COST_CODE_TEMPLATE_PATH = '/api/cost-codes/import/template';

/** GET /api/cost-codes/import/template as a file (the request carries the token, so a plain link would not). */
export function downloadCostCodeTemplate(): Promise<Blob> {
  return downloadImportTemplate(COST_CODE_TEMPLATE_PATH);
}

/** POST /api/cost-codes/import, multipart with one field `spreadsheet`. All rows or none are imported. */
export function importCostCodes(file: File | Blob, fileName?: string): Promise<CostCode[]> {
  return postSpreadsheet<CostCode[]>('/api/cost-codes/import', file, fileName);
}

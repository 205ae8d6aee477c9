import type { DeleteResult, Production } from '@groundwork/shared/domain';
import type { ProductionInput, TimeRecordInput } from '@groundwork/shared/validation';
import { apiClient } from './client';
import { queryFlags } from './jobs';

export const productionKeys = {
  all: ['productions'] as const,
  ofJob: (jobId: number, query: JobProductionsQuery = {}) => ['productions', 'job', jobId, query] as const,
  detail: (id: number) => ['productions', id] as const,
};

export interface JobProductionsQuery {
  includeJob?: boolean;
  includeCostCodes?: boolean;
  includeProductionRequests?: boolean;
  /** ISO instant or day: records produced at or after it. */
  producedStartsAt?: string;
  /** ISO instant or day: records produced at or before it. */
  producedEndsAt?: string;
}

/** A production, a time record or a material hauling entry as a body. */
type ProductionBody = ProductionInput | TimeRecordInput;

/** GET /api/jobs/{id}/productions?include...&producedStartsAt&producedEndsAt */
export async function listJobProductions(jobId: number, query: JobProductionsQuery = {}): Promise<Production[]> {
  const { data } = await apiClient.get<Production[]>(`/api/jobs/${jobId}/productions`, { params: queryFlags(query) });
  return data;
}

/** POST /api/jobs/{jobId}/productions */
export async function createProduction(body: ProductionBody): Promise<Production> {
  const { data } = await apiClient.post<Production>(`/api/jobs/${body.jobId}/productions`, body);
  return data;
}

/** GET /api/jobs/productions/{id} */
export async function getProduction(id: number): Promise<Production> {
  const { data } = await apiClient.get<Production>(`/api/jobs/productions/${id}`);
  return data;
}

/** PUT /api/jobs/productions/{id} */
export async function updateProduction(id: number, body: ProductionBody): Promise<Production> {
  const { data } = await apiClient.put<Production>(`/api/jobs/productions/${id}`, body);
  return data;
}

/**
 * PUT /api/jobs/productions/{id} with only {isApproved}: approves (true), declines (false) or resets (null) a record's
 * approval. The server checks productions.approve and refuses an exported record.
 */
export async function setProductionApproval(id: number, isApproved: boolean | null): Promise<Production> {
  const { data } = await apiClient.put<Production>(`/api/jobs/productions/${id}`, { isApproved });
  return data;
}

/** DELETE /api/jobs/productions/{id} */
export async function deleteProduction(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/jobs/productions/${id}`);
  return data;
}

/** The period a timecard covers, for the overlap check. */
interface TimecardPeriod {
  /** The record being edited (it does not overlap itself). */
  id?: number | null;
  userId: number;
  producedAt: string;
  producedEndsAt: string;
}

/**
 * POST /api/jobs/productions/_match: null (204) when the employee has no other timecard in the period, otherwise
 * the conflicting record (200).
 */
export async function findOverlappingTimecard(period: TimecardPeriod): Promise<Production | null> {
  const res = await apiClient.post<Production | ''>('/api/jobs/productions/_match', period);
  return res.status === 204 || !res.data ? null : res.data;
}

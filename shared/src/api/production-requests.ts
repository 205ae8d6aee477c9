import type {
  DeleteResult, ProductionRequest, ProductionRequestBatchResult, ScheduleConflict,
} from '@groundwork/shared/domain';
import type {
  ProductionRequestInput, ProductionRequestMatchInput, ProductionRequestUpdateInput,
} from '@groundwork/shared/validation';
import { apiClient } from './client';
import { queryFlags } from './jobs';

export const productionRequestKeys = {
  all: ['production-requests'] as const,
  ofJob: (jobId: number, query: JobProductionRequestsQuery = {}) => ['production-requests', 'job', jobId, query] as const,
  ofCompany: (query: ProductionRequestsQuery = {}) => ['production-requests', 'company', query] as const,
  ofUser: (userId: number, query: UserProductionRequestsQuery = {}) => ['production-requests', 'user', userId, query] as const,
};

export interface ProductionRequestsQuery {
  /** Only shifts without a time record. */
  isPending?: boolean;
  /** ISO instant or day: shifts starting at or after it. */
  requestAt?: string;
  /** ISO instant or day (inclusive): shifts starting at or before it. */
  requestEndsAt?: string;
  /** Leave out the shifts on an approved time off of their employee (no timecard is owed for them). */
  excludeTimeOff?: boolean;
}

/** GET /api/jobs/{id}/production-requests: each with user and requestedBy. */
export type JobProductionRequestsQuery = ProductionRequestsQuery;

export interface UserProductionRequestsQuery {
  /** ISO instant or day: shifts starting at or after it. */
  startsAt?: string;
  /** ISO instant or day (inclusive): shifts starting at or before it. */
  endsAt?: string;
  /** Also the shifts that already have a time record (otherwise only pending ones). */
  includeSubmitted?: boolean;
  /** Attach each submitted shift's time record as `production` (with cost code, work type and equipment lines). */
  includeProduction?: boolean;
}

/** GET /api/jobs/{id}/production-requests?isPending&requestAt&requestEndsAt (crew builder, foreman check). */
export async function listJobProductionRequests(jobId: number, query: JobProductionRequestsQuery = {}): Promise<ProductionRequest[]> {
  const { data } = await apiClient.get<ProductionRequest[]>(`/api/jobs/${jobId}/production-requests`, { params: queryFlags(query) });
  return data;
}

/** GET /api/jobs/production-requests?isPending&requestAt&requestEndsAt: the company's shifts, each with user, job, requestedBy. */
export async function listProductionRequests(query: ProductionRequestsQuery = {}): Promise<ProductionRequest[]> {
  const { data } = await apiClient.get<ProductionRequest[]>('/api/jobs/production-requests', { params: queryFlags(query) });
  return data;
}

/**
 * GET /api/users/{id}/production-requests?startsAt&endsAt&includeSubmitted&includeProduction: one employee's shifts
 * (My Schedule), each with its job and requestedBy. A worker with web.timecards only may read their own (403 otherwise).
 */
export async function listUserProductionRequests(userId: number, query: UserProductionRequestsQuery = {}): Promise<ProductionRequest[]> {
  const { data } = await apiClient.get<ProductionRequest[]>(`/api/users/${userId}/production-requests`, { params: queryFlags(query) });
  return data;
}

/** POST /api/jobs/{jobId}/production-requests: one shift (409 with the reason when it conflicts). */
export async function createProductionRequest(jobId: number, body: ProductionRequestInput): Promise<ProductionRequest> {
  const { data } = await apiClient.post<ProductionRequest>(`/api/jobs/${jobId}/production-requests`, body);
  return data;
}

/**
 * POST /api/jobs/{jobId}/production-requests/_batch: the whole crew build at once. The valid shifts are created in
 * one transaction; each item answers created (with the shift) or conflict (with why), in the order sent.
 */
export async function createProductionRequestBatch(jobId: number, requests: ProductionRequestInput[]): Promise<ProductionRequestBatchResult> {
  const { data } = await apiClient.post<ProductionRequestBatchResult>(`/api/jobs/${jobId}/production-requests/_batch`, { requests });
  return data;
}

/**
 * POST /api/jobs/production-requests/_match: null (204) when the shift can be scheduled, otherwise the conflict (200):
 * another shift of the employee (any job, overnight ones too), approved time off, or an employee who cannot be
 * scheduled on the job. Pass `excludeId` when checking an edited shift.
 */
export async function matchProductionRequest(body: ProductionRequestMatchInput): Promise<ScheduleConflict | null> {
  const res = await apiClient.post<ScheduleConflict | ''>('/api/jobs/production-requests/_match', body);
  return res.status === 204 || !res.data ? null : res.data;
}

/** PATCH /api/jobs/production-requests/{id}: new start and end (an end earlier than the start is the next day). */
export async function updateProductionRequest(id: number, body: ProductionRequestUpdateInput): Promise<ProductionRequest> {
  const { data } = await apiClient.patch<ProductionRequest>(`/api/jobs/production-requests/${id}`, body);
  return data;
}

/** DELETE /api/jobs/production-requests/{id} (409 when the shift already has a time record). */
export async function deleteProductionRequest(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/jobs/production-requests/${id}`);
  return data;
}

import type { DeleteResult, Job, JobAssignment, JobEquipment } from '@groundwork/shared/domain';
import type { JobInput } from '@groundwork/shared/validation';
import { apiClient } from './client';

export const jobKeys = {
  all: ['jobs'] as const,
  list: (query: JobListQuery) => ['jobs', 'list', query] as const,
  detail: (id: number, includes: JobIncludes = {}) => ['jobs', id, includes] as const,
};

/** Relations GET /api/jobs and GET /api/jobs/{id} attach when asked. */
export interface JobIncludes {
  includeAssignedUsers?: boolean;
  includeCostCodes?: boolean;
  includeEquipmentUtilization?: boolean;
  includeProductions?: boolean;
  /** upcomingShiftCount: the scheduled shifts of today and later that deleting the job removes. */
  includeUpcomingShiftCount?: boolean;
}

export interface JobListQuery extends JobIncludes {
  /** Hide jobs whose status is done (the list's Include Done toggle off). */
  excludeDone?: boolean;
  /** Exact name lookup (uniqueness check). */
  name?: string;
}

/** Drops undefined and false flags so the query string carries only what was asked. */
export function queryFlags(query: object): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== false && v !== null && v !== '') out[k] = v;
  return out;
}

/**
 * The query of the job pickers of the foreman check, crew builder, material hauling and both time record forms: every
 * job, done ones too, asked for with `excludeDone=false` as the spec has it (02 §7: a record may be entered late for a
 * job closed since).
 */
export const PICKER_JOBS = { excludeDone: false } as const satisfies JobListQuery;

/** The query of the job list as it first shows (Include Done off): its first read on a signed-in start (routes). */
export const JOB_LIST_FIRST = { excludeDone: true } as const satisfies JobListQuery;

/** GET /api/jobs?excludeDone&name&include... (the company comes from the token); `excludeDone` sent when given. */
export async function listJobs(query: JobListQuery = {}): Promise<Job[]> {
  const { excludeDone, ...rest } = query;
  const params = { ...queryFlags(rest), ...(excludeDone === undefined ? {} : { excludeDone }) };
  const { data } = await apiClient.get<Job[]>('/api/jobs', { params });
  return data;
}

/** GET /api/jobs/{id}?include... */
export async function getJob(id: number, includes: JobIncludes = {}): Promise<Job> {
  const { data } = await apiClient.get<Job>(`/api/jobs/${id}`, { params: queryFlags(includes) });
  return data;
}

/** POST /api/jobs */
export async function createJob(body: JobInput): Promise<Job> {
  const { data } = await apiClient.post<Job>('/api/jobs', body);
  return data;
}

/** PUT /api/jobs/{id} */
export async function updateJob(id: number, body: JobInput): Promise<Job> {
  const { data } = await apiClient.put<Job>(`/api/jobs/${id}`, body);
  return data;
}

/** DELETE /api/jobs/{id} */
export async function deleteJob(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/jobs/${id}`);
  return data;
}

/** POST /api/jobs/{id}/assignments: puts an employee on the job's crew. */
export async function assignUserToJob(jobId: number, userId: number, assignment: string | null = null): Promise<JobAssignment> {
  const { data } = await apiClient.post<JobAssignment>(`/api/jobs/${jobId}/assignments`, { userId, jobId, assignment });
  return data;
}

/** DELETE /api/jobs/{id}/assignments/{userId} */
export async function removeUserFromJob(jobId: number, userId: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/jobs/${jobId}/assignments/${userId}`);
  return data;
}

/** POST /api/jobs/{id}/equipment: puts a piece of equipment on the job. */
export async function addEquipmentToJob(jobId: number, equipmentId: number, description: string | null = null): Promise<JobEquipment> {
  const { data } = await apiClient.post<JobEquipment>(`/api/jobs/${jobId}/equipment`, { equipmentId, jobId, description });
  return data;
}

/** DELETE /api/jobs/{id}/equipment/{equipmentId} */
export async function removeEquipmentFromJob(jobId: number, equipmentId: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/jobs/${jobId}/equipment/${equipmentId}`);
  return data;
}

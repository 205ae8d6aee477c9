import type { DeleteResult, TimeOff } from '@groundwork/shared/domain';
import type { TimeOffInput } from '@groundwork/shared/validation';
import { apiClient } from './client';
import { queryFlags } from './jobs';

export const timeOffKeys = {
  all: ['time-offs'] as const,
  list: (query: TimeOffsQuery) => ['time-offs', query] as const,
};

/**
 * GET /api/time-offs: `userId, startsAt, endsAt` (one employee's: the Time Offs screen, My Schedule) or `startsAt,
 * endsAt, managerId, isPendingOnly` (the report; managerId for My Team). Days 'YYYY-MM-DD', the period inclusive:
 * the time offs overlapping it. Without time_offs.report a user reads only their own.
 */
export interface TimeOffsQuery {
  userId?: number;
  managerId?: number;
  startsAt?: string;
  endsAt?: string;
  isPendingOnly?: boolean;
}

/** The time offs of the query, each with user {id, name} and approvedByUser {id, name} (null while pending). */
export async function listTimeOffs(query: TimeOffsQuery): Promise<TimeOff[]> {
  const { data } = await apiClient.get<TimeOff[]>('/api/time-offs', { params: queryFlags(query) });
  return data;
}

/**
 * POST /api/time-offs: a request for each day from startsAt to endsAt (a range for Holiday only), created in one
 * transaction; 409 'Your date range conflicts with an existing time off request' when a day is already requested.
 */
export async function requestTimeOff(body: TimeOffInput): Promise<TimeOff[]> {
  const { data } = await apiClient.post<TimeOff[]>('/api/time-offs', body);
  return data;
}

/** PUT /api/time-offs/{id}: approve (the server stamps the time and the caller as approver) or withdraw (false). */
export async function setTimeOffApproval(id: number, approved: boolean, approverId: number | null): Promise<TimeOff> {
  const body = approved ? { approvedAt: new Date().toISOString(), approvedByUserId: approverId } : { approvedAt: null, approvedByUserId: null };
  const { data } = await apiClient.put<TimeOff>(`/api/time-offs/${id}`, body);
  return data;
}

/** DELETE /api/time-offs/{id}: one's own pending request (an approver: their team's). */
export async function deleteTimeOff(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/time-offs/${id}`);
  return data;
}

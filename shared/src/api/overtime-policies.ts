import type { CustomOvertimePolicyRow, DeleteResult, OvertimePolicyView } from '@groundwork/shared/domain';
import type { OvertimePolicyInput } from '@groundwork/shared/validation';
import { apiClient } from './client';

/**
 * React Query keys of the overtime policies. `all` is the company's own policies (Contents > Overtime Policies) and
 * the prefix of the other keys, so invalidating it after a write refreshes the company form's choices too.
 */
export const overtimePolicyKeys = {
  all: ['overtime-policies'] as const,
  choices: ['overtime-policies', 'choices'] as const,
  detail: (id: number) => ['overtime-policies', id] as const,
};

/** GET /api/overtime-policies: the presets and the company's own policies (the company form's choices). */
export async function listOvertimePolicies(): Promise<OvertimePolicyView[]> {
  const { data } = await apiClient.get<OvertimePolicyView[]>('/api/overtime-policies');
  return data;
}

/** The company's own policies of GET /api/overtime-policies (the presets left out). */
export async function listCustomOvertimePolicies(): Promise<CustomOvertimePolicyRow[]> {
  return (await listOvertimePolicies()).flatMap((p) => (p.custom ? [p.custom] : []));
}

/** GET /api/overtime-policies/{id}: one of the company's own policies. */
export async function getOvertimePolicy(id: number): Promise<CustomOvertimePolicyRow> {
  const { data } = await apiClient.get<CustomOvertimePolicyRow>(`/api/overtime-policies/${id}`);
  return data;
}

/** POST /api/overtime-policies */
export async function createOvertimePolicy(body: OvertimePolicyInput): Promise<CustomOvertimePolicyRow> {
  const { data } = await apiClient.post<CustomOvertimePolicyRow>('/api/overtime-policies', body);
  return data;
}

/** PUT /api/overtime-policies/{id} */
export async function updateOvertimePolicy(id: number, body: OvertimePolicyInput): Promise<CustomOvertimePolicyRow> {
  const { data } = await apiClient.put<CustomOvertimePolicyRow>(`/api/overtime-policies/${id}`, body);
  return data;
}

/** DELETE /api/overtime-policies/{id}: {isSuccessful}; 409 while it is the company's policy. */
export async function deleteOvertimePolicy(id: number): Promise<DeleteResult> {
  const { data } = await apiClient.delete<DeleteResult>(`/api/overtime-policies/${id}`);
  return data;
}

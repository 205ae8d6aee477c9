import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { equipmentKeys, getJob, jobKeys, listEquipment, listJobs, listWorkTypes, workTypeKeys, KEPT_ON_DEVICE_MS, PICKER_JOBS } from '@groundwork/shared/api';
import type { Job } from '@groundwork/shared/domain';

/**
 * The lists the time record form picks from, one definition for the form and for reading them ahead (readFormLists).
 * They are kept in the app's cache as long as the phone keeps them (a week), not react-query's 5 minutes: a worker
 * who signs in at the yard opens the form offline at the site much later, and a list dropped from the cache is
 * dropped from the phone's copy too.
 */
const kept = { gcTime: KEPT_ON_DEVICE_MS } as const;

export const formLists = {
  workTypes: () => queryOptions({ queryKey: workTypeKeys.all, queryFn: listWorkTypes, ...kept }),
  equipment: () => queryOptions({ queryKey: equipmentKeys.list({ excludeInactive: true }), queryFn: () => listEquipment({ excludeInactive: true }), ...kept }),
  /** The job with its cost codes (the cost code select's options). */
  job: (jobId: number) => queryOptions({ queryKey: jobKeys.detail(jobId, { includeCostCodes: true }), queryFn: () => getJob(jobId, { includeCostCodes: true }), ...kept }),
  /** The company's jobs with their assigned users: the job picker offers the worker's (workersJobs). */
  pickerJobs: () => queryOptions({ queryKey: jobKeys.list({ ...PICKER_JOBS, includeAssignedUsers: true }), queryFn: () => listJobs({ ...PICKER_JOBS, includeAssignedUsers: true }), ...kept }),
};

/** The jobs the worker is assigned to: the job picker's options. */
export function workersJobs(jobs: readonly Job[], userId: number | undefined): Job[] {
  return jobs.filter((j) => j.userAssignments?.some((a) => a.userId === userId));
}

/**
 * Reads the form's lists for the worker into `client` (kept on the phone: lib/query.ts), so the form opened offline
 * can be filled: the job list, types of work and equipment, and the cost codes (the job with them) of each of the
 * worker's jobs not done. Resolves once they are read; rejects when one could not be.
 */
export async function readFormLists(client: QueryClient, userId: number): Promise<void> {
  const [jobs] = await Promise.all([
    client.fetchQuery(formLists.pickerJobs()),
    client.fetchQuery(formLists.workTypes()),
    client.fetchQuery(formLists.equipment()),
  ]);
  const active = workersJobs(jobs, userId).filter((j) => j.status !== 'done');
  await Promise.all(active.map((j) => client.fetchQuery(formLists.job(j.id))));
}

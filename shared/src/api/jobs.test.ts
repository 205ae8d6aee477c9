import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './client';
import { listJobs, PICKER_JOBS } from './jobs';

function answerWith(data: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config) => {
    seen.push(config);
    return { data, status: 200, statusText: '', headers: {}, config };
  };
  return seen;
}

describe('the job list client', () => {
  it('asks the job pickers\' jobs with excludeDone=false (done jobs too), the job list\'s with excludeDone=true', async () => {
    const seen = answerWith([]);
    await listJobs({ ...PICKER_JOBS, includeAssignedUsers: true, includeCostCodes: false });
    await listJobs({ excludeDone: true });
    await listJobs();
    expect(seen.map((c) => c.params)).toEqual([{ excludeDone: false, includeAssignedUsers: true }, { excludeDone: true }, {}]);
  });
});

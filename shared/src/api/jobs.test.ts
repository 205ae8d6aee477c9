import { answerFetch } from '../../test/fetch';
import { listJobs, PICKER_JOBS } from './jobs';

describe('the job list client', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks the job pickers\' jobs with excludeDone=false (done jobs too), the job list\'s with excludeDone=true', async () => {
    const seen = answerFetch(200, []);
    await listJobs({ ...PICKER_JOBS, includeAssignedUsers: true, includeCostCodes: false });
    await listJobs({ excludeDone: true });
    await listJobs();
    expect(seen.map((c) => c.params)).toEqual([{ excludeDone: 'false', includeAssignedUsers: 'true' }, { excludeDone: 'true' }, {}]);
  });
});

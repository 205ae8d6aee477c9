import { screen, within } from '@testing-library/react';
import { listJobs } from '@groundwork/shared/api';
import { PERMISSIONS, type Job } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { renderUi } from '../../../../shared/test/render';
import { queryClient } from '../../query';
import { routes } from '../../routes';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), listJobs: jest.fn() }));
const list = listJobs as jest.MockedFunction<typeof listJobs>;

const JOB: Job = {
  id: 7, companyId: 1, name: 'J-100', description: 'Bridge deck', status: 'in_progress', location: 'Abbotsford', startsAt: null,
  endsAt: null, owner: null, numberOfWorkers: 4, depthDig: null, bc1Call: null, isMaterialHaulingEnabled: false,
};

beforeEach(() => {
  queryClient.clear();
  list.mockReset();
  list.mockResolvedValue([JOB]);
});

it("loading the job list's page requests its rows once, before the page renders, and the page shows them", async () => {
  useSession.setState({ permissions: [PERMISSIONS.JOBS_READ] });
  const route = routes.find((r) => r.path === 'jobs');
  const { default: JobListPage } = await route!.page();
  expect(list).toHaveBeenCalledTimes(1);
  expect(list).toHaveBeenCalledWith({ excludeDone: true });

  renderUi(<JobListPage />);
  const table = await screen.findByRole('table', { name: 'Jobs' });
  expect(await within(table).findByText('J-100')).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(1);
});

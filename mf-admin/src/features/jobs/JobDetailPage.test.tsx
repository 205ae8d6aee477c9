import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getJob, listJobProductions } from '@groundwork/shared/api';
import { PERMISSIONS, type Job, type Production } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { JobDetail } from './pages';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getJob: jest.fn(),
  listJobProductions: jest.fn(),
}));
const job = getJob as jest.MockedFunction<typeof getJob>;
const records = listJobProductions as jest.MockedFunction<typeof listJobProductions>;

const JOB = {
  id: 3, companyId: 1, name: 'J-100', description: 'Main street trench', status: 'IN_PROGRESS', location: null, startsAt: null,
  endsAt: null, owner: null, numberOfWorkers: 4, depthDig: null, bc1Call: null, isMaterialHaulingEnabled: false,
  costCodes: [], userAssignments: [], equipmentUtilization: [],
} as unknown as Job;
const TIME_RECORD = {
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: null, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: '2025-03-04T07:00:00Z', producedEndsAt: '2025-03-04T15:30:00Z', quantity: 8, description: 'Pipe laying',
  isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', productionEquipments: [],
} as unknown as Production;

function renderJob(permissions: string[]) {
  useSession.setState({ permissions, claims: { id: 1 } as never });
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/jobs/3']}>
        <Routes>
          <Route path="/jobs/:id" element={<JobDetail />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  job.mockReset().mockResolvedValue(JOB);
  records.mockReset().mockResolvedValue([TIME_RECORD]);
});

it('loads and shows the job\'s records for a caller who may read them', async () => {
  renderJob([PERMISSIONS.JOBS_READ]);
  expect(await screen.findByText('J-100 - Main street trench')).toBeInTheDocument();
  expect(screen.getByText('Records')).toBeInTheDocument();
  expect(records).toHaveBeenCalledWith(3, { includeCostCodes: true });
});

it('neither asks for nor shows the records without jobs.all, jobs.read or productions.create', async () => {
  renderJob([PERMISSIONS.JOBS_UPDATE]);
  expect(await screen.findByText('J-100 - Main street trench')).toBeInTheDocument();
  expect(screen.getByText('Assigned Employees')).toBeInTheDocument();
  expect(screen.queryByText('Records')).not.toBeInTheDocument();
  expect(records).not.toHaveBeenCalled();
});

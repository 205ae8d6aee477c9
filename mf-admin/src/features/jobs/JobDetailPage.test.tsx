import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getBudgetAgainstActual, getJob, listJobProductions } from '@groundwork/shared/api';
import { PERMISSIONS, type Job, type Production } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import { JobDetail } from './pages';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getJob: jest.fn(),
  listJobProductions: jest.fn(),
  getBudgetAgainstActual: jest.fn(),
}));
const job = getJob as jest.MockedFunction<typeof getJob>;
const records = listJobProductions as jest.MockedFunction<typeof listJobProductions>;
const budget = getBudgetAgainstActual as jest.MockedFunction<typeof getBudgetAgainstActual>;

const JOB = {
  id: 3, companyId: 1, name: 'J-100', description: 'Main street trench', status: 'IN_PROGRESS', location: null, startsAt: null,
  endsAt: null, owner: null, numberOfWorkers: 4, depthDig: null, bc1Call: null, isMaterialHaulingEnabled: false,
  costCodes: [], userAssignments: [], equipmentUtilization: [],
} as unknown as Job;
const TIME_RECORD = {
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: null, userId: 5, workTypeId: 2, productionRequestId: null,
  producedAt: '2025-03-04T07:00:00Z', producedEndsAt: '2025-03-04T15:30:00Z', quantity: 8, description: 'Pipe laying',
  isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, productionEquipments: [],
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
  budget.mockReset();
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

it('shows the Budget vs Actual tab to job readers: produced as percent of budget per cost code and the hours per week', async () => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null); // jsdom draws no canvas
  budget.mockResolvedValue({
    costCodes: [
      { id: 1, name: '102-EXC', description: 'Bulk excavation', unit: 'm3', budget: 12000, isToTrackProduction: true, isToTrackEmployeeAndEquipmentTime: false, produced: 1623.15, hours: 0 },
      { id: 2, name: '102-LAB', description: 'Crew labour', unit: 'hr', budget: 2000, isToTrackProduction: false, isToTrackEmployeeAndEquipmentTime: true, produced: 0, hours: 310.5 },
    ],
    weeks: [{ weekStartsOn: '2026-11-08', hours: 212 }, { weekStartsOn: '2026-11-15', hours: 98.5 }],
  });
  renderJob([PERMISSIONS.JOBS_READ]);
  await userEvent.setup().click(await screen.findByRole('tab', { name: 'Budget vs Actual' }));
  const produced = await screen.findByRole('table', { name: 'Produced as percent of budget per cost code' });
  expect(within(produced).getByRole('row', { name: /102-EXC: 1,623\.15 of 12,000 m3/ })).toHaveTextContent('13.53100');
  const hours = screen.getByRole('table', { name: 'Hours against budget per cost code' });
  expect(within(hours).getByRole('row', { name: /102-LAB \(hr\), 16% of budget/ })).toBeInTheDocument();
  const weeks = screen.getByRole('table', { name: 'Hours per week' });
  expect(within(weeks).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Week of Nov 8, 2026212', 'Week of Nov 15, 202698.5']);
  expect(budget).toHaveBeenCalledWith(3);
}, 20_000); // the chart chunk (chart.js) is compiled on its first import

it('has no Budget vs Actual tab (and reads no budget) without jobs.all or jobs.read', async () => {
  renderJob([PERMISSIONS.PRODUCTIONS_CREATE]);
  expect(await screen.findByRole('tab', { name: 'Time Records' })).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Budget vs Actual' })).not.toBeInTheDocument();
  expect(budget).not.toHaveBeenCalled();
});

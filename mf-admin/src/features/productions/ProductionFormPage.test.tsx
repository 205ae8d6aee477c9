import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getJob, getProduction, listJobs } from '@groundwork/shared/api';
import type { Job, Production } from '@groundwork/shared/domain';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient, withQueryClient } from '../../query';
import { ProductionFormPage } from './ProductionFormPage';

const Page = withQueryClient(ProductionFormPage);

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getJob: jest.fn(),
  getProduction: jest.fn(),
  listJobs: jest.fn(),
}));
const mocked = {
  getJob: getJob as jest.MockedFunction<typeof getJob>,
  getProduction: getProduction as jest.MockedFunction<typeof getProduction>,
  listJobs: listJobs as jest.MockedFunction<typeof listJobs>,
};

const code = (id: number, name: string, description: string, unit: string, isToTrackProduction: boolean) => ({
  id, companyId: 1, jobId: 3, name, description, quantity: 100, unit, isToTrackProduction, isToTrackEmployeeAndEquipmentTime: !isToTrackProduction,
  isLOA: false, invoicingInformation: null, budgetAmount: null,
});
const JOB = {
  id: 3, companyId: 1, name: 'J-100', description: 'Main street', status: 'in_progress',
  costCodes: [code(9, 'CC-PIPE', 'Pipe', 'm', true), code(10, 'CC-HYD', 'Hydrants', 'ea', false)],
} as unknown as Job;
const PRODUCTION = {
  id: 21, companyId: 1, type: 'Production', jobId: 3, costCodeId: 10, userId: null, producedAt: '2025-03-04T12:00:00Z', quantity: 2,
  description: 'Two hydrants', isApproved: null, exportedAt: null,
} as unknown as Production;

beforeEach(() => {
  queryClient.clear();
  jest.resetAllMocks();
  mocked.listJobs.mockResolvedValue([JOB]);
  mocked.getJob.mockResolvedValue(JOB);
  mocked.getProduction.mockResolvedValue(PRODUCTION);
});

it("names a production's cost code that no longer tracks production (it showed the cost code's id, '10')", async () => {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/jobs/productions/21']}>
        <Routes>
          <Route path="/jobs/productions/:id" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(await screen.findByDisplayValue('CC-HYD - Hydrants (ea)')).toBeInTheDocument();
  expect(screen.queryByDisplayValue('10')).not.toBeInTheDocument();
});

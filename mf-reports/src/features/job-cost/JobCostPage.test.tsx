/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJobCost, listJobs, type JobCost } from '@groundwork/shared/api';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import type { Job } from '@groundwork/shared/domain';
import { renderAt } from '../../test-support';
import { budgetStatus } from '@groundwork/shared/domain';
import { JobCostPage } from './JobCostPage';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getJobCost: jest.fn(),
  listJobs: jest.fn(),
}));
jest.mock('@groundwork/shared/ui/charts', () => ({ BarChart: ({ title }: { title: string }) => <figure aria-label={title} /> }));
const jobCost = getJobCost as jest.MockedFunction<typeof getJobCost>;
const jobs = listJobs as jest.MockedFunction<typeof listJobs>;

const line = (over: Partial<JobCost['costCodes'][number]>): JobCost['costCodes'][number] => ({
  costCodeId: 1, name: 'PIPE', description: 'Storm pipe', unit: 'm', budgetQuantity: 200, actualQuantity: 50, percentComplete: 25,
  budgetAmount: 10000, laborHours: 23, laborCost: 1489.13, equipmentHours: 9.75, equipmentCost: 1099.31, totalCost: 2588.44,
  projectedCost: 10353.76, variance: -353.76, ...over,
});
const COST: JobCost = {
  jobId: 4, basis: 'notDeclined',
  costCodes: [
    line({}),
    line({ costCodeId: 2, name: 'EXC', description: 'Excavation', budgetAmount: 1000, laborCost: 850, equipmentCost: 0, equipmentHours: 0, totalCost: 850, projectedCost: null, actualQuantity: null, percentComplete: null, variance: 150 }),
    line({ costCodeId: 3, name: 'MOB', description: 'Mobilization', budgetAmount: null, laborHours: 0, laborCost: 0, equipmentHours: 0, equipmentCost: 0, totalCost: 0, projectedCost: null, variance: null, actualQuantity: null, percentComplete: null }),
  ],
  totals: { budgetAmount: 11000, laborHours: 46, laborCost: 2339.13, equipmentHours: 9.75, equipmentCost: 1099.31, totalCost: 3438.44, projectedCost: 11203.76, variance: -203.76 },
};

function show(url = '/reports/job-cost/4') {
  return renderAt(url, '/reports/job-cost/:jobId?', () => (
    <I18nProvider>
      <JobCostPage />
    </I18nProvider>
  ));
}

beforeEach(async () => {
  await activateLanguage('en');
  jobs.mockReset().mockResolvedValue([{ id: 4, name: 'DC24-101', description: 'Langley servicing' } as Job]);
  jobCost.mockReset().mockResolvedValue(COST);
});

it('shows each cost code with its budget, costs to the cent with their sign, hours, projection, variance and where it stands', async () => {
  show();
  const table = await screen.findByRole('table', { name: /^Job cost per cost code/ });
  const pipe = within(table).getByRole('row', { name: /PIPE/ });
  for (const text of ['$10,000.00', '$1,489.13', '23.00', '9.75', '$1,099.31', '$2,588.44', '$10,353.76', '-$353.76', '25.00%', 'Over budget']) {
    expect(within(pipe).getByText(text)).toBeInTheDocument();
  }
  expect(within(table).getByRole('row', { name: /EXC/ })).toHaveTextContent('80% of budget reached');
  expect(within(table).getByRole('row', { name: /MOB/ })).toHaveTextContent('No budget');
  expect(screen.getByText(/Counts every time record that is not declined\. Totals: \$3,438\.44 spent of a \$11,000\.00 budget, \$11,203\.76 projected\./)).toBeInTheDocument();
  expect(jobCost).toHaveBeenCalledWith(4, { startsAt: undefined, endsAt: undefined });
  expect(await screen.findByRole('figure', { name: 'Budget, cost to date and projected cost per cost code' })).toBeInTheDocument();
});

it('counts approved records only when asked', async () => {
  show();
  await screen.findByRole('table', { name: /^Job cost per cost code/ });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Approved time records only' }));
  await waitFor(() => expect(jobCost).toHaveBeenLastCalledWith(4, { startsAt: undefined, endsAt: undefined, approvedOnly: true }));
});

it('asks for a job first, and does not read a cost without one', async () => {
  show('/reports/job-cost');
  expect(await screen.findByText('Choose a job to see what it has cost per cost code against its budget.')).toBeInTheDocument();
  expect(jobCost).not.toHaveBeenCalled();
});

it('says the cost could not be loaded for an address that names no job id, and reads nothing', async () => {
  for (const url of ['/reports/job-cost/abc', '/reports/job-cost/0', '/reports/job-cost/1.5']) {
    const view = show(url);
    expect(await screen.findByText('The job cost could not be loaded.')).toBeInTheDocument();
    view.unmount();
  }
  expect(jobCost).not.toHaveBeenCalled();
});

it('speaks French, with French numbers', async () => {
  await activateLanguage('fr');
  show();
  const table = await screen.findByRole('table', { name: /^Coût du chantier par code de coût/ });
  const pipe = within(table).getByRole('row', { name: /PIPE/ });
  expect(within(pipe).getByText('Budget dépassé')).toBeInTheDocument();
  // As written, no-break spaces kept (the default matcher would read them as spaces).
  for (const text of ['1\u00a0489,13\u00a0$', '-353,76\u00a0$', '23,00', '25,00\u00a0%']) expect(within(pipe).getByText(text, { normalizer: (shown) => shown })).toBeInTheDocument();
  expect(table.querySelector('tfoot [data-total="laborCost"]')?.textContent).toBe('2\u00a0339,13\u00a0$');
  expect(screen.getByRole('checkbox', { name: 'Entrées de temps approuvées seulement' })).toBeInTheDocument();
});

it('names a cost code over its budget when its cost or its projection passes it, near it from 80 % on (as its alert)', () => {
  expect(budgetStatus({ budgetAmount: 100, totalCost: 100, projectedCost: null })).toBe('near');
  expect(budgetStatus({ budgetAmount: 100, totalCost: 100.01, projectedCost: null })).toBe('over');
  expect(budgetStatus({ budgetAmount: 100, totalCost: 50, projectedCost: 100.01 })).toBe('over');
  expect(budgetStatus({ budgetAmount: 100, totalCost: 80, projectedCost: 100 })).toBe('near');
  expect(budgetStatus({ budgetAmount: 100, totalCost: 79.99, projectedCost: 100 })).toBe('within');
  expect(budgetStatus({ budgetAmount: null, totalCost: 5, projectedCost: null })).toBe('noBudget');
});

it('shows a cost code at exactly 80.00 % of its budget as having reached 80 %, the figure its alert is raised at', async () => {
  const exc = line({ costCodeId: 2, name: 'EXC', description: 'Excavation', budgetAmount: 1000, laborCost: 800, equipmentCost: 0, equipmentHours: 0, totalCost: 800, projectedCost: null, actualQuantity: null, percentComplete: null, variance: 200 });
  jobCost.mockResolvedValue({ ...COST, costCodes: [exc] });
  show();
  const table = await screen.findByRole('table', { name: /^Job cost per cost code/ });
  const row = within(table).getByRole('row', { name: /EXC/ });
  expect(row).toHaveTextContent('80% of budget reached');
  expect(row).not.toHaveTextContent('Within budget');
});

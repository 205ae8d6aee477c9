/// <reference types="@testing-library/jest-dom" />
import { screen, within } from '@testing-library/react';
import { getStockpile, listJobs, type StockpileRow } from '@groundwork/shared/api';
import { activateLanguage } from '@groundwork/shared/i18n';
import type { Job } from '@groundwork/shared/domain';
import { renderAt } from '../../test-support';
import { StockpileReportPage } from './StockpileReportPage';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getStockpile: jest.fn(),
  listJobs: jest.fn(),
}));
jest.mock('@groundwork/shared/ui/charts', () => ({ BarChart: ({ title }: { title: string }) => <figure aria-label={title} /> }));
const stockpile = getStockpile as jest.MockedFunction<typeof getStockpile>;
const jobs = listJobs as jest.MockedFunction<typeof listJobs>;

const JOB = { id: 4, name: 'DC24-102', description: 'Langley subdivision servicing', isMaterialHaulingEnabled: true };
const EXCAVATION: StockpileRow = {
  id: 21, name: '102-EXC', description: 'Bulk excavation', unit: 'm3', budget: 20000, job: JOB, produced: 1523.84, hauled: 1452, left: 71.84,
};

const show = () => renderAt('/material-hauling/material-production-report/4', '/material-hauling/material-production-report/:jobId?', StockpileReportPage);

beforeEach(async () => {
  await activateLanguage('en');
  jobs.mockReset().mockResolvedValue([JOB as Job]);
  stockpile.mockReset().mockResolvedValue([EXCAVATION]);
});

it('writes produced, hauled and left with the thousands grouped, as the other reports write hours and money', async () => {
  show();
  const row = within(await screen.findByRole('table', { name: 'Stockpile per product' })).getByRole('row', { name: /102-EXC/ });
  for (const text of ['1,523.84', '1,452', '71.84']) expect(within(row).getByText(text)).toBeInTheDocument();
});

it('groups them the French way in French (a no-break space, a decimal comma)', async () => {
  await activateLanguage('fr');
  show();
  const table = await screen.findByRole('table', { name: 'Réserve par produit' });
  const row = within(table).getByRole('row', { name: /102-EXC/ });
  // As written, no-break spaces kept (the default matcher would read them as spaces).
  for (const text of ['1\u00a0523,84', '1\u00a0452', '71,84']) expect(within(row).getByText(text, { normalizer: (shown) => shown })).toBeInTheDocument();
});

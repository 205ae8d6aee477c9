import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getBudgetAgainstActual } from '@groundwork/shared/api';
import { renderUi } from '../../../../shared/test/render';
import { queryClient } from '../../query';
import { BudgetTab } from './BudgetTab';

jest.mock('@groundwork/shared/api', () => ({ ...jest.requireActual('@groundwork/shared/api'), getBudgetAgainstActual: jest.fn() }));
const budget = getBudgetAgainstActual as jest.MockedFunction<typeof getBudgetAgainstActual>;

const code = (over: { id: number; name: string; unit: string; budget: number | null; produced: number }) => ({
  description: null, isToTrackProduction: true, isToTrackEmployeeAndEquipmentTime: false, hours: 0, ...over,
});

beforeEach(() => {
  queryClient.clear();
  // jsdom draws no canvas: the chart's table of numbers is what is read.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

it('shows each production cost code as a percent of its own budget, never quantities of different units on one axis', async () => {
  budget.mockResolvedValue({
    costCodes: [
      code({ id: 1, name: '101-CLR', unit: 'ea', budget: 30, produced: 12 }),
      code({ id: 2, name: '102-PIPE', unit: 'm', budget: 1000, produced: 850 }),
      code({ id: 3, name: '103-MISC', unit: 'm3', budget: null, produced: 7.5 }),
    ],
    weeks: [],
  });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <BudgetTab jobId={4} />
    </QueryClientProvider>,
  );
  const table = await screen.findByRole('table', { name: 'Produced as percent of budget per cost code' });
  expect(within(table).getByRole('columnheader', { name: '% of budget' })).toBeInTheDocument();
  const rows = within(table).getAllByRole('row').slice(1).map((r) => Array.from(r.children).map((c) => c.textContent));
  expect(rows).toEqual([
    ['101-CLR: 12 of 30 ea', '40', '100'],
    ['102-PIPE: 850 of 1000 m', '85', '100'],
  ]);
  // A code without a budget has no percent: it is listed with its quantity and unit, not charted nor added to others.
  expect(screen.getByRole('region', { name: 'Cost codes without a budget' })).toHaveTextContent('103-MISC: 7.5 m3, no budget');
  expect(screen.queryByText(/869\.5|862/)).not.toBeInTheDocument();
});

import { act, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getBudgetAgainstActual } from '@groundwork/shared/api';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { renderUi } from '../../../../shared/test/render';
import { adminCatalogueReady } from '../../i18n';
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
    ['102-PIPE: 850 of 1,000 m', '85', '100'],
  ]);
  // A code without a budget has no percent: it is listed with its quantity and unit, not charted nor added to others.
  expect(screen.getByRole('region', { name: 'Cost codes without a budget' })).toHaveTextContent('103-MISC: 7.5 m3, no budget');
  expect(screen.queryByText(/869\.5|862/)).not.toBeInTheDocument();
});

describe('quantities written as the reports write them (the tab wrote "1623.15" where the reports write "1,623.15")', () => {
  beforeAll(() => adminCatalogueReady);
  afterEach(() => act(() => activateLanguage('en')));

  const render = () => {
    budget.mockResolvedValue({
      costCodes: [
        code({ id: 1, name: '102-EXC', unit: 'm3', budget: 12000, produced: 1623.15 }),
        code({ id: 2, name: '104-FILL', unit: 't', budget: null, produced: 20450.5 }),
      ],
      weeks: [],
    });
    renderUi(
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <BudgetTab jobId={4} />
        </QueryClientProvider>
      </I18nProvider>,
    );
  };

  it('groups thousands and keeps every stored decimal in English: "1,623.15 of 12,000 m3"', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Produced as percent of budget per cost code' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent(/^102-EXC: 1,623\.15 of 12,000 m3$/);
    expect(screen.getByRole('region', { name: 'Cost codes without a budget' })).toHaveTextContent('104-FILL: 20,450.5 t, no budget');
  });

  it('groups with a no-break space and writes a decimal comma in French: "1 623,15 sur 12 000 m3"', async () => {
    await act(() => activateLanguage('fr'));
    render();
    const table = await screen.findByRole('table', { name: 'Production en pourcentage du budget par code de coût' });
    // jest-dom's toHaveTextContent reads a no-break space as a space: the text itself is compared.
    expect(within(table).getByRole('rowheader').textContent).toMatch(/^102-EXC\u00a0: 1\u00a0623,15 sur 12\u00a0000 m3$/);
    expect(screen.getByRole('region', { name: 'Codes de coût sans budget' }).textContent).toMatch(/^104-FILL\u00a0: 20\u00a0450,5 t, aucun budget$/);
  });
});

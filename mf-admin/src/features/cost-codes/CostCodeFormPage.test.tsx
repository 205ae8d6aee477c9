import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getCostCode, listCostCodes, listJobs, updateCostCode } from '@groundwork/shared/api';
import { PERMISSIONS, type CostCode, type Job } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { MONEY_MESSAGES } from '@groundwork/shared/validation';
import { en } from '../../i18n/en';
import { queryClient } from '../../query';
import { CostCodeEdit } from './pages';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getCostCode: jest.fn(),
  updateCostCode: jest.fn(),
  listCostCodes: jest.fn(),
  listJobs: jest.fn(),
}));
const get = getCostCode as jest.MockedFunction<typeof getCostCode>;
const update = updateCostCode as jest.MockedFunction<typeof updateCostCode>;

const PIPE = {
  id: 5, companyId: 1, jobId: 3, name: 'PIPE', description: 'Storm pipe', quantity: 200, unit: 'm', isToTrackProduction: true,
  isToTrackEmployeeAndEquipmentTime: true, isLOA: false, invoicingInformation: null, budgetAmount: 10000,
} as unknown as CostCode;

/** The edit form of cost code 5 for a user holding `permissions`. */
function renderEdit(permissions: string[], stored: CostCode = PIPE) {
  get.mockResolvedValue(stored);
  update.mockImplementation(async (_id, body) => ({ ...stored, ...body }) as CostCode);
  useSession.setState({ permissions, claims: { id: 1, companyId: 1 } as never });
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/cost-codes/5/edit']}>
        <Routes>
          <Route path="/cost-codes/:id/edit" element={<CostCodeEdit />} />
          <Route path="/cost-codes" element={<p>Cost codes</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  jest.resetAllMocks();
  (listCostCodes as jest.Mock).mockResolvedValue([PIPE]);
  (listJobs as jest.Mock).mockResolvedValue([{ id: 3, name: 'J-100', description: 'Main street' } as Job]);
});

describe('CostCodeFormPage: the budget amount (job cost)', () => {
  it('shows the stored budget to a holder of reports.job_cost, refuses a negative one, and saves the new one', async () => {
    const user = userEvent.setup();
    renderEdit([PERMISSIONS.COST_CODES_UPDATE, PERMISSIONS.REPORTS_JOB_COST]);
    const budget = await screen.findByRole('spinbutton', { name: /Budget Amount/ });
    expect(budget).toHaveValue(10000);
    await user.clear(budget);
    await user.type(budget, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MONEY_MESSAGES.notNegative)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.clear(budget);
    await user.type(budget, '12500.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ name: 'PIPE', budgetAmount: 12500.5 });
  }, 20_000);

  it('hides the budget from a user without reports.job_cost and leaves it out of the update', async () => {
    const user = userEvent.setup();
    const { budgetAmount: _hidden, ...answered } = PIPE;
    renderEdit([PERMISSIONS.COST_CODES_UPDATE], answered as CostCode);
    const description = await screen.findByRole('textbox', { name: /Description/ });
    expect(screen.queryByText(en['admin.money.budgetAmount'])).not.toBeInTheDocument();
    await user.type(description, ' 600');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ description: 'Storm pipe 600' });
    expect(update.mock.calls[0]![1]).not.toHaveProperty('budgetAmount');
  }, 20_000);
});

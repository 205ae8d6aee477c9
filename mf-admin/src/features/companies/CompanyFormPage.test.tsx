import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getCompany, updateCompany, type CompanyRecord } from '@groundwork/shared/api';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import CompanyFormPage from './CompanyFormPage';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getCompany: jest.fn(),
  updateCompany: jest.fn(),
}));
const get = getCompany as jest.MockedFunction<typeof getCompany>;
const update = updateCompany as jest.MockedFunction<typeof updateCompany>;

const STORED: CompanyRecord = {
  id: 3, name: 'Demo Construction', description: 'Civil works', payrollHeader: 'DEMOCON', logo: null,
  payPeriodStartsOn: '2026-01-04', rentalEquipmentJob: null, includeRentalEquipment: true, csvHeaderStyle: 'standard',
};

function renderEdit() {
  useSession.setState({ permissions: [PERMISSIONS.COMPANIES_ALL] });
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/companies/3/edit']}>
        <Routes>
          <Route path="/companies/:id/edit" element={<CompanyFormPage />} />
          <Route path="/companies" element={<p>Companies list</p>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  jest.resetAllMocks();
  get.mockResolvedValue(STORED);
});

describe('CompanyFormPage: the export profile', () => {
  it('shows the stored profile in labelled fields and saves the changed settings', async () => {
    const user = userEvent.setup();
    renderEdit();
    const rentalJob = await screen.findByRole('textbox', { name: /Rental Equipment Job/ });
    expect(rentalJob).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Pay Period Starts On/ })).toHaveValue('2026-01-04');
    const include = screen.getByRole('checkbox', { name: 'Include rental equipment in the equipment file' });
    expect(include).toBeChecked();
    expect(screen.getByRole('combobox', { name: /CSV Header Style/ })).toHaveValue('Standard (report titles: Employee Code, Hours, ...)');

    await user.type(rentalJob, 'BIO2');
    await user.click(include);
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    await user.click(await screen.findByRole('option', { name: /^Alternate/ }));
    update.mockResolvedValue({ ...STORED, rentalEquipmentJob: 'BIO2', includeRentalEquipment: false, csvHeaderStyle: 'alternate' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![0]).toBe(3);
    expect(update.mock.calls[0]![1]).toMatchObject({
      payrollHeader: 'DEMOCON', payPeriodStartsOn: '2026-01-04', rentalEquipmentJob: 'BIO2', includeRentalEquipment: false, csvHeaderStyle: 'alternate',
    });
  }, 20_000);

  it('refuses a pay period start that is not a Sunday with its message, sending nothing', async () => {
    const user = userEvent.setup();
    renderEdit();
    const start = await screen.findByRole('textbox', { name: /Pay Period Starts On/ });
    await user.clear(start);
    await user.type(start, '2026-01-05');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The pay period must start on a Sunday.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  }, 20_000);
});

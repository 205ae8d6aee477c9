import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getCompany, listOvertimePolicies, updateCompany, type CompanyRecord } from '@groundwork/shared/api';
import { OVERTIME_POLICIES, OVERTIME_SETTINGS_MESSAGES, PERMISSIONS, type OvertimePolicyView } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { MONEY_MESSAGES } from '@groundwork/shared/validation';
import { en } from '../../i18n/en';
import { httpError } from '../../lib/testing';
import { useSession } from '@groundwork/shared/session';
import { ThemeProvider } from '@groundwork/shared/ui';
import { queryClient } from '../../query';
import CompanyFormPage from './CompanyFormPage';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  getCompany: jest.fn(),
  updateCompany: jest.fn(),
  listOvertimePolicies: jest.fn(),
}));
const get = getCompany as jest.MockedFunction<typeof getCompany>;
const update = updateCompany as jest.MockedFunction<typeof updateCompany>;
const policies = listOvertimePolicies as jest.MockedFunction<typeof listOvertimePolicies>;

const UNION_AGREEMENT: OvertimePolicyView = {
  id: 'custom-7', name: 'Operators Local 115', source: 'Company policy for union IUOE 115',
  custom: {
    id: 7, name: 'Operators Local 115', dailyOvertimeAfter: 8, dailyDoubleTimeAfter: 10, weeklyOvertimeAfter: null,
    weekdayRates: ['doubleTime', 'regular', 'regular', 'regular', 'regular', 'regular', 'overtime'], holidayRate: 'doubleTime',
    holidayRegion: 'CA-BC', union: 'IUOE 115',
  },
};
const POLICIES: OvertimePolicyView[] = [
  ...OVERTIME_POLICIES.map((p) => ({ id: p.id, name: p.name, source: p.source, custom: null })),
  UNION_AGREEMENT,
];
const BC = POLICIES.find((p) => p.id === 'CA-BC')!;

const STORED: CompanyRecord = {
  id: 3, name: 'Demo Construction', description: 'Civil works', payrollHeader: 'DEMOCON', logo: null,
  payPeriodStartsOn: '2026-01-04', rentalEquipmentJob: null, includeRentalEquipment: true, csvHeaderStyle: 'standard',
  timeZone: 'America/Vancouver', overtimePolicy: 'CA-BC',
};

/** The edit form of company 3, signed in to `signedInTo`, holding companies.all and `also`. */
function renderEdit(signedInTo = 3, also: string[] = []) {
  useSession.setState({ permissions: [PERMISSIONS.COMPANIES_ALL, ...also], claims: { id: 1, companyId: signedInTo } as never });
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
  policies.mockResolvedValue(POLICIES);
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
    await user.click(screen.getByRole('combobox', { name: /CSV Header Style/ }));
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

describe('CompanyFormPage: the overtime settings', () => {
  it('shows the stored zone and policy with the policy\'s source, and saves the chosen ones', async () => {
    const user = userEvent.setup();
    renderEdit();
    const zone = await screen.findByRole('combobox', { name: /Time Zone/ });
    expect(zone).toHaveValue('America/Vancouver');
    const policy = screen.getByRole('combobox', { name: /Overtime Policy/ });
    await waitFor(() => expect(policy).toHaveValue('British Columbia'));
    expect(screen.getByText(BC.source)).toBeInTheDocument();

    await user.clear(zone);
    await user.type(zone, 'Edmon');
    await user.click(await screen.findByRole('option', { name: 'America/Edmonton' }));
    await user.clear(policy);
    await user.type(policy, 'Operators');
    await user.click(await screen.findByRole('option', { name: UNION_AGREEMENT.name }));
    expect(screen.getByText(UNION_AGREEMENT.source)).toBeInTheDocument();
    expect(screen.queryByText(BC.source)).not.toBeInTheDocument();

    update.mockResolvedValue({ ...STORED, timeZone: 'America/Edmonton', overtimePolicy: 'custom-7' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ timeZone: 'America/Edmonton', overtimePolicy: 'custom-7' });
  }, 20_000);

  it('offers the signed-in company\'s own policies only on its own form', async () => {
    const user = userEvent.setup();
    renderEdit(4);
    const policy = await screen.findByRole('combobox', { name: /Overtime Policy/ });
    await waitFor(() => expect(policy).toHaveValue('British Columbia'));
    await user.click(policy);
    expect(await screen.findByRole('option', { name: 'California' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: UNION_AGREEMENT.name })).not.toBeInTheDocument();
  }, 20_000);

  it('shows the server\'s refusal of the policy on its field', async () => {
    const user = userEvent.setup();
    renderEdit();
    await screen.findByRole('combobox', { name: /Overtime Policy/ });
    update.mockRejectedValue(httpError(400, { statusCode: 400, message: 'Bad Request', errors: { overtimePolicy: OVERTIME_SETTINGS_MESSAGES.overtimePolicy } }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(OVERTIME_SETTINGS_MESSAGES.overtimePolicy)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Overtime Policy/ })).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);
});

describe('CompanyFormPage: the job cost settings', () => {
  it('shows the labour burden and salaried hours to a holder of reports.job_cost, refuses a burden over 100, and saves them', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue({ ...STORED, laborBurdenPercent: 25, salariedHoursPerYear: 2080 });
    renderEdit(3, [PERMISSIONS.REPORTS_JOB_COST]);
    const burden = await screen.findByRole('spinbutton', { name: /Labour Burden/ });
    const hours = screen.getByRole('spinbutton', { name: /Salaried Hours per Year/ });
    expect(burden).toHaveValue(25);
    expect(hours).toHaveValue(2080);
    await user.clear(burden);
    await user.type(burden, '100.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MONEY_MESSAGES.laborBurdenPercent)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.clear(burden);
    await user.type(burden, '31.75');
    await user.clear(hours);
    await user.type(hours, '1950');
    update.mockResolvedValue({ ...STORED, laborBurdenPercent: 31.75, salariedHoursPerYear: 1950 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ laborBurdenPercent: 31.75, salariedHoursPerYear: 1950 });
  }, 20_000);

  it('hides them from companies.all without reports.job_cost and leaves them out of the update (they stay)', async () => {
    const user = userEvent.setup();
    renderEdit();
    await screen.findByRole('textbox', { name: /Rental Equipment Job/ });
    expect(screen.queryByText(en['admin.money.laborBurdenPercent'])).not.toBeInTheDocument();
    expect(screen.queryByText(en['admin.money.salariedHoursPerYear'])).not.toBeInTheDocument();
    update.mockResolvedValue(STORED);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).not.toHaveProperty('laborBurdenPercent');
    expect(update.mock.calls[0]![1]).not.toHaveProperty('salariedHoursPerYear');
  }, 20_000);
});

describe('CompanyFormPage: the logo', () => {
  afterEach(() => act(() => activateLanguage('en')));

  it("offers the logo file in the user's language (it was the browser's own 'Choose File / No file chosen'), then names the chosen file", async () => {
    await act(() => activateLanguage('fr'));
    const user = userEvent.setup();
    renderEdit();
    const choose = await screen.findByRole('button', { name: 'Logo Choisir un fichier' });
    expect(screen.getByText('Aucun fichier choisi')).toBeInTheDocument();
    const input = screen.getByLabelText('Logo', { selector: 'input' }) as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'file');
    const opens = jest.spyOn(input, 'click');
    await user.click(choose);
    expect(opens).toHaveBeenCalled();

    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'chantier.png', { type: 'image/png' }));
    expect(await screen.findByText('chantier.png')).toBeInTheDocument();
    expect(screen.queryByText('Aucun fichier choisi')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Demo Construction/ })).toBeInTheDocument();
    // Removing the logo forgets the file too.
    await user.click(screen.getByRole('button', { name: 'Retirer le logo' }));
    expect(screen.getByText('Aucun fichier choisi')).toBeInTheDocument();
  }, 20_000);
});

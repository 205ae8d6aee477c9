import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  createOvertimePolicy, deleteOvertimePolicy, getOvertimePolicy, listCustomOvertimePolicies, updateOvertimePolicy,
} from '@groundwork/shared/api';
import { MESSAGES, OVERTIME_SETTINGS_MESSAGES, PERMISSIONS, type CustomOvertimePolicyRow } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify, ThemeProvider } from '@groundwork/shared/ui';
import { httpError } from '../../../lib/testing';
import { queryClient } from '../../../query';
import { OvertimePoliciesList, OvertimePolicyForm } from '../pages';
import { en } from '../../../i18n/en';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listCustomOvertimePolicies: jest.fn(),
  getOvertimePolicy: jest.fn(),
  createOvertimePolicy: jest.fn(),
  updateOvertimePolicy: jest.fn(),
  deleteOvertimePolicy: jest.fn(),
}));
const api = {
  list: listCustomOvertimePolicies as jest.MockedFunction<typeof listCustomOvertimePolicies>,
  get: getOvertimePolicy as jest.MockedFunction<typeof getOvertimePolicy>,
  create: createOvertimePolicy as jest.MockedFunction<typeof createOvertimePolicy>,
  update: updateOvertimePolicy as jest.MockedFunction<typeof updateOvertimePolicy>,
  remove: deleteOvertimePolicy as jest.MockedFunction<typeof deleteOvertimePolicy>,
};

const LIST = '/contents/overtime-policies';
const OPERATORS: CustomOvertimePolicyRow = {
  id: 7, name: 'Operators Local 115', dailyOvertimeAfter: 8, dailyDoubleTimeAfter: 10, weeklyOvertimeAfter: 40,
  weekdayRates: ['doubleTime', 'regular', 'regular', 'regular', 'regular', 'regular', 'overtime'], holidayRate: 'doubleTime',
  holidayRegion: 'CA-BC', union: 'IUOE 115',
};
const CREW: CustomOvertimePolicyRow = { ...OPERATORS, id: 8, name: 'Crew agreement', union: null, holidayRate: null, holidayRegion: null };

function renderAt(url: string, permissions: string[] = [PERMISSIONS.PRODUCTIONS_EXPORT]) {
  useSession.setState({ permissions });
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={LIST} element={<OvertimePoliciesList />} />
          <Route path={`${LIST}/add`} element={<OvertimePolicyForm />} />
          <Route path={`${LIST}/:id/edit`} element={<OvertimePolicyForm />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Picks `option` in the select labelled `label`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
beforeEach(() => {
  queryClient.clear();
  jest.resetAllMocks();
  api.list.mockResolvedValue([OPERATORS, CREW]);
  success = jest.spyOn(notify, 'success').mockReturnValue(0);
  failure = jest.spyOn(notify, 'error').mockReturnValue(0);
});
afterEach(() => {
  success.mockRestore();
  failure.mockRestore();
});

it('lists the company\'s policies with their thresholds and union; Add, Edit and Delete only with productions.export', async () => {
  renderAt(LIST, [PERMISSIONS.REPORTS_PAYROLL]);
  const table = await screen.findByRole('table', { name: en['admin.route.overtimePolicies'] });
  const row = within(table).getByText('Operators Local 115').closest('tr')!;
  expect(within(row).getByText('IUOE 115')).toBeInTheDocument();
  expect(within(row).getByText('10')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en['admin.route.addOvertimePolicy'] })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit Crew agreement' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Crew agreement' })).not.toBeInTheDocument();
});

it('adds a policy: double time before overtime is refused with its message, then the whole body is sent', async () => {
  const user = userEvent.setup();
  api.create.mockResolvedValue({ ...CREW, id: 9 });
  renderAt(LIST);
  await user.click(await screen.findByRole('button', { name: en['admin.route.addOvertimePolicy'] }));
  await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Paving crew');
  await user.type(screen.getByRole('spinbutton', { name: /Daily Overtime After/ }), '10');
  await user.type(screen.getByRole('spinbutton', { name: /Daily Double Time After/ }), '8');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(OVERTIME_SETTINGS_MESSAGES.doubleAfterOvertime)).toBeInTheDocument();
  expect(api.create).not.toHaveBeenCalled();

  const double = screen.getByRole('spinbutton', { name: /Daily Double Time After/ });
  await user.clear(double);
  await user.type(double, '12');
  await user.type(screen.getByRole('spinbutton', { name: /Weekly Overtime After/ }), '40');
  await choose(user, 'Saturday', 'Overtime (1.5x)');
  await choose(user, 'Sunday', 'Double time (2x)');
  await choose(user, /Holiday Rate/, 'Double time (2x)');
  await user.type(screen.getByRole('textbox', { name: /Holiday Region/ }), 'ca-ab');
  await user.type(screen.getByRole('textbox', { name: /Union/ }), 'LiUNA 92');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Success', en['admin.overtime.added']));
  expect(api.create).toHaveBeenCalledWith({
    name: 'Paving crew', dailyOvertimeAfter: 10, dailyDoubleTimeAfter: 12, weeklyOvertimeAfter: 40,
    weekdayRates: ['doubleTime', 'regular', 'regular', 'regular', 'regular', 'regular', 'overtime'],
    holidayRate: 'doubleTime', holidayRegion: 'CA-AB', union: 'LiUNA 92',
  });
  expect(await screen.findByRole('table', { name: en['admin.route.overtimePolicies'] })).toBeInTheDocument();
}, 30_000);

it('edits a policy from its Edit link and shows a refused union on its field', async () => {
  const user = userEvent.setup();
  api.get.mockResolvedValue(OPERATORS);
  api.update.mockRejectedValueOnce(httpError(400, { statusCode: 400, message: 'Bad Request', errors: { union: OVERTIME_SETTINGS_MESSAGES.unionTaken } }));
  api.update.mockResolvedValueOnce(OPERATORS);
  renderAt(LIST);
  await user.click(await screen.findByRole('link', { name: 'Edit Operators Local 115' }));
  expect(await screen.findByDisplayValue('Operators Local 115')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Sunday' })).toHaveValue('Double time (2x)');
  expect(screen.getByRole('textbox', { name: /Holiday Region/ })).toHaveValue('CA-BC');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(OVERTIME_SETTINGS_MESSAGES.unionTaken)).toBeInTheDocument();

  await choose(user, 'Monday', 'Overtime (1.5x)');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordUpdated));
  expect(api.update).toHaveBeenLastCalledWith(7, expect.objectContaining({
    weekdayRates: ['doubleTime', 'overtime', 'regular', 'regular', 'regular', 'regular', 'overtime'], union: 'IUOE 115',
  }));
}, 30_000);

it('deletes after Yes, and shows why the company\'s own policy cannot be deleted', async () => {
  const user = userEvent.setup();
  renderAt(LIST);
  api.remove.mockRejectedValueOnce(httpError(409, { statusCode: 409, message: OVERTIME_SETTINGS_MESSAGES.inUse }));
  await user.click(await screen.findByRole('button', { name: 'Delete Operators Local 115' }));
  expect(await screen.findByRole('alertdialog', { name: en['admin.overtime.confirmDelete'] })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', OVERTIME_SETTINGS_MESSAGES.inUse));

  api.remove.mockResolvedValueOnce({ isSuccessful: true });
  await user.click(screen.getByRole('button', { name: 'Delete Crew agreement' }));
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Success', en['admin.overtime.deleted']));
  expect(api.remove).toHaveBeenLastCalledWith(8);
});

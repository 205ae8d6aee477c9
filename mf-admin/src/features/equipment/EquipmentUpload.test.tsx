import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { importEquipment } from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, type Equipment } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify } from '@groundwork/shared/ui';
import { renderUi } from '../../../../shared/test/render';
import { httpError } from '../../lib/testing';
import { queryClient } from '../../query';
import { EquipmentUpload } from './EquipmentUpload';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  importEquipment: jest.fn(),
}));
const upload = importEquipment as jest.MockedFunction<typeof importEquipment>;
const csv = () => new File(['Equipment No.,Description,Category,Class,Hourly Rate\nLD-1,Loader,Earthmoving,Loaders,64.35\n'], 'equipment.csv', { type: 'text/csv' });

function renderUpload(permissions: string[]) {
  useSession.setState({ permissions, claims: { id: 1, companyId: 1 } as never });
  renderUi(
    <QueryClientProvider client={queryClient}>
      <EquipmentUpload />
    </QueryClientProvider>,
  );
  return { input: screen.getByLabelText('Spreadsheet') as HTMLInputElement, button: screen.getByRole('button', { name: 'Upload' }) };
}

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
beforeEach(() => {
  jest.resetAllMocks();
  success = jest.spyOn(notify, 'success').mockReturnValue(0);
  failure = jest.spyOn(notify, 'error').mockReturnValue(0);
});
afterEach(() => {
  success.mockRestore();
  failure.mockRestore();
});

it('tells a holder of reports.job_cost the Hourly Rate column is optional, and uploads the file', async () => {
  const user = userEvent.setup();
  upload.mockResolvedValue([{ id: 1, name: 'LD-1', hourlyRate: 64.35 } as Equipment]);
  const { input, button } = renderUpload([PERMISSIONS.EQUIPMENT_CREATE, PERMISSIONS.REPORTS_JOB_COST]);
  expect(screen.getByText(/The Hourly Rate column is optional/)).toBeInTheDocument();
  await user.upload(input, csv());
  await user.click(button);
  await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.added('Equipment')));
  expect(upload).toHaveBeenCalledWith(expect.any(File), 'equipment.csv');
});

it('tells a user without reports.job_cost to leave the Hourly Rate empty, and lists the refused row', async () => {
  const user = userEvent.setup();
  const refusal = 'Hourly Rate: Only users with the Job Cost permission can see or change rates, budgets and the labour burden.';
  upload.mockRejectedValue(httpError(400, { statusCode: 400, message: MESSAGES.uploadFailed, errors: { 'Row 2': refusal } }));
  const { input, button } = renderUpload([PERMISSIONS.EQUIPMENT_CREATE]);
  expect(screen.getByText(/Leave the Hourly Rate column empty/)).toBeInTheDocument();
  expect(screen.queryByText(/is optional/)).not.toBeInTheDocument();
  await user.upload(input, csv());
  await user.click(button);
  const rows = await screen.findByRole('list', { name: 'Rows in error' });
  expect(within(rows).getAllByRole('listitem').map((li) => li.textContent)).toEqual([`Row 2: ${refusal}`]);
  expect(failure).toHaveBeenCalledWith('Error', MESSAGES.uploadFailed);
});

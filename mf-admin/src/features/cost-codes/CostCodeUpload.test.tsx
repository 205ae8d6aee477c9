import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCostCodeTemplate, importCostCodes } from '@groundwork/shared/api';
import { MESSAGES, type CostCode } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { notify } from '@groundwork/shared/ui';
import { renderUi } from '../../../../shared/test/render';
import { httpError } from '../../lib/testing';
import { queryClient } from '../../query';
import { CostCodeUpload } from './CostCodeUpload';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  importCostCodes: jest.fn(),
  downloadCostCodeTemplate: jest.fn(),
}));
const upload = importCostCodes as jest.MockedFunction<typeof importCostCodes>;
const template = downloadCostCodeTemplate as jest.MockedFunction<typeof downloadCostCodeTemplate>;

const csv = (name: string) => new File(['Job Name,Name\nJ-1,CC-1\n'], name, { type: 'text/csv' });

function renderUpload() {
  renderUi(
    <QueryClientProvider client={queryClient}>
      <CostCodeUpload />
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

it('accepts only .xlsx and .csv and enables Upload once a file is chosen', async () => {
  const user = userEvent.setup();
  const { input, button } = renderUpload();
  expect(input).toHaveAttribute('accept', '.xlsx,.csv');
  expect(button).toBeDisabled();
  await user.upload(input, csv('codes.csv'));
  expect(button).toBeEnabled();
});

it('lists every row in error with its reason under the upload error banner, and notifies the failure', async () => {
  const user = userEvent.setup();
  upload.mockRejectedValue(httpError(400, {
    statusCode: 400,
    message: MESSAGES.uploadFailed,
    errors: { 'Row 3': 'Quantity: Please enter a number.', 'Row 5': 'Job Name: No job with this name.' },
  }));
  const { input, button } = renderUpload();
  await user.upload(input, csv('codes.csv'));
  await user.click(button);

  const rows = await screen.findByRole('list', { name: 'Rows in error' });
  expect(within(rows).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Row 3: Quantity: Please enter a number.',
    'Row 5: Job Name: No job with this name.',
  ]);
  expect(screen.getByText(MESSAGES.uploadFailed)).toBeInTheDocument();
  expect(upload).toHaveBeenCalledWith(expect.any(File), 'codes.csv');
  expect(failure).toHaveBeenCalledWith('Error', MESSAGES.uploadFailed);
  expect(success).not.toHaveBeenCalled();
});

it('shows the server\'s reason when the whole file is refused (no rows listed)', async () => {
  const user = userEvent.setup();
  upload.mockRejectedValue(httpError(400, { statusCode: 400, message: 'The file must be a spreadsheet (.xlsx or .csv).' }));
  const { input, button } = renderUpload();
  await user.upload(input, csv('codes.csv'));
  await user.click(button);
  expect(await screen.findByText('The file must be a spreadsheet (.xlsx or .csv).')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Rows in error' })).not.toBeInTheDocument();
});

it("shows the reason a file's columns were refused, without the request's field name as a row (it read 'spreadsheet: ...')", async () => {
  const user = userEvent.setup();
  const missing = 'The spreadsheet is missing the column(s): Quantity, Unit. Download the template.';
  upload.mockRejectedValue(httpError(400, { statusCode: 400, message: MESSAGES.uploadFailed, errors: { spreadsheet: missing } }));
  const { input, button } = renderUpload();
  await user.upload(input, csv('codes.csv'));
  await user.click(button);
  expect(await screen.findByText(missing)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Rows in error' })).not.toBeInTheDocument();
  expect(screen.queryByText('spreadsheet')).not.toBeInTheDocument();
});

it('after a good file: the success message, the error banner gone and the file cleared', async () => {
  const user = userEvent.setup();
  upload.mockRejectedValueOnce(httpError(400, { statusCode: 400, message: MESSAGES.uploadFailed, errors: { 'Row 2': 'Unit: Required.' } }));
  upload.mockResolvedValueOnce([{ id: 1, name: 'CC-1' } as CostCode]);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const { input, button } = renderUpload();
  await user.upload(input, csv('bad.csv'));
  await user.click(button);
  await screen.findByRole('list', { name: 'Rows in error' });

  await user.upload(input, csv('good.csv'));
  await user.click(button);
  await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.costCodeUploaded));
  expect(screen.queryByText(MESSAGES.uploadFailed)).not.toBeInTheDocument();
  expect(input.value).toBe('');
  expect(screen.getByText('No file chosen')).toBeInTheDocument();
  expect(button).toBeDisabled();
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['jobs'] });
  invalidate.mockRestore();
});

it("offers the file in the user's language (it was the browser's own 'Choose File / No file chosen'), then names the chosen file", async () => {
  await act(() => activateLanguage('fr'));
  try {
    const user = userEvent.setup();
    renderUi(
      <QueryClientProvider client={queryClient}>
        <CostCodeUpload />
      </QueryClientProvider>,
    );
    const input = screen.getByLabelText('Feuille de calcul') as HTMLInputElement;
    const opens = jest.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Feuille de calcul Choisir un fichier' }));
    expect(opens).toHaveBeenCalled();
    expect(screen.getByText('Aucun fichier choisi')).toBeInTheDocument();
    await user.upload(input, csv('codes-de-cout.csv'));
    expect(screen.getByText('codes-de-cout.csv')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Téléverser' })).toBeEnabled();
  } finally {
    await act(() => activateLanguage('en'));
  }
});

it('downloads the template as cost-codes-template.xlsx', async () => {
  const user = userEvent.setup();
  template.mockResolvedValue(new Blob(['x']));
  const createUrl = jest.fn(() => 'blob:template');
  Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: jest.fn() });
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  renderUpload();
  await user.click(screen.getByRole('button', { name: 'Download template' }));
  await waitFor(() => expect(clicked).toEqual(['cost-codes-template.xlsx']));
  expect(template).toHaveBeenCalledTimes(1);
  click.mockRestore();
});

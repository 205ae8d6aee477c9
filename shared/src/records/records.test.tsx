import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, deleteProduction, setProductionApproval, setProductionInvoiceStatus, updateProduction, updateProductionEquipment } from '@groundwork/shared/api';
import { localDay, localIsoOf, MESSAGES, PERMISSIONS, type Production, type ProductionEquipment } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { I18nProvider } from '@groundwork/shared/i18n/react';
import { useSession } from '@groundwork/shared/session';
import { notify } from '@groundwork/shared/ui';
import { DataTable, exportColumnsOf, type DataColumn } from '@groundwork/shared/ui/table';
import { renderUi } from '../../test/render';
import {
  commentColumn, exportLockedRows, recordUpdateBody, RecordLinks, truncateComment, useApprovalColumn, useEquipmentLineSave,
  useInvoiceStatusColumn, useRecordCellSave, useRecordLinksColumn,
} from './index';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  setProductionApproval: jest.fn(),
  setProductionInvoiceStatus: jest.fn(),
  deleteProduction: jest.fn(),
  updateProduction: jest.fn(),
  updateProductionEquipment: jest.fn(),
}));
const approve = setProductionApproval as jest.MockedFunction<typeof setProductionApproval>;
const invoice = setProductionInvoiceStatus as jest.MockedFunction<typeof setProductionInvoiceStatus>;
const remove = deleteProduction as jest.MockedFunction<typeof deleteProduction>;
const update = updateProduction as jest.MockedFunction<typeof updateProduction>;
const updateLine = updateProductionEquipment as jest.MockedFunction<typeof updateProductionEquipment>;

const EXPORTED_AT = '2025-03-10T12:00:00Z';
const record = (over: Partial<Production> = {}): Production => ({
  id: 11, companyId: 1, type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, productionRequestId: 40,
  producedAt: '2025-03-04T07:00:00Z', producedEndsAt: '2025-03-04T15:30:00Z', quantity: 8, description: 'Pipe',
  isApproved: null, exportedAt: null, isLunchbreakTaken: true, invoiceStatus: 'N/A', regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, productionEquipments: [], ...over,
});

const httpError = (status: number, message: string) => new ApiError(status, { statusCode: status, message });

function withQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** A table of records with the approval and invoice columns and the links, as a report builds it. */
function RecordsTable({ rows, viewerId = 1 }: { rows: Production[]; viewerId?: number }) {
  const approval = useApprovalColumn(viewerId);
  const invoiceStatus = useInvoiceStatusColumn(viewerId);
  const links = useRecordLinksColumn(viewerId);
  const onCellSave = useRecordCellSave();
  const columns: DataColumn<Production>[] = [
    { id: 'quantity', title: 'Hours', editable: true, editor: 'number' },
    commentColumn({ id: 'description', title: 'Description', editable: true }),
    approval.column,
    invoiceStatus.column,
    links.column,
  ];
  return (
    <>
      <DataTable caption="Records" data={rows} columns={columns} getRowId={(p) => String(p.id)} onCellSave={onCellSave} />
      {approval.dialog}
      {invoiceStatus.dialog}
      {links.dialog}
    </>
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  success = jest.spyOn(notify, 'success').mockReturnValue(0);
  failure = jest.spyOn(notify, 'error').mockReturnValue(0);
  useSession.setState({ claims: { id: 1 } as never, permissions: [PERMISSIONS.PRODUCTIONS_APPROVE, PERMISSIONS.PRODUCTIONS_INVOICE] });
});
afterEach(() => jest.restoreAllMocks());

describe('approval and invoice status selects', () => {
  it('asks before saving the approval; Save Changes sends only the approval', async () => {
    withQueries(<RecordsTable rows={[record({ description: 'Open' })]} />);
    const user = userEvent.setup();
    const row = rowOf('Open');
    expect(within(row).getByRole('combobox', { name: 'Approval' })).toHaveValue('N/P');
    await user.click(within(row).getAllByRole('button', { name: 'Show options' })[0]!);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Approved' }));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.confirmSaveRecord });
    expect(approve).not.toHaveBeenCalled();
    approve.mockResolvedValue(record({ isApproved: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(approve).toHaveBeenCalledWith(11, true);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordUpdated));
  });

  it('speaks French: the approval, its choices, its confirmation and toast, the invoice status label', async () => {
    await act(() => activateLanguage('fr'));
    try {
      withQueries(<I18nProvider><RecordsTable rows={[record({ description: 'Ouvert' })]} /></I18nProvider>);
      const user = userEvent.setup();
      const row = rowOf('Ouvert');
      expect(within(row).getByRole('combobox', { name: 'Approbation' })).toHaveValue('N/T');
      expect(within(row).getByRole('combobox', { name: 'État de facturation' })).toHaveValue('S.O.');
      await user.click(within(row).getAllByRole('button', { name: 'Afficher les options' })[0]!);
      expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['N/T', 'Approuvée', 'Refusée']);
      await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Approuvée' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Voulez-vous enregistrer les modifications de cet enregistrement?' });
      expect(dialog).toHaveTextContent('Approbation : N/T → Approuvée');
      expect(within(dialog).getByRole('button', { name: 'Abandonner les modifications' })).toBeInTheDocument();
      approve.mockResolvedValue(record({ isApproved: true }));
      await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));
      expect(approve).toHaveBeenCalledWith(11, true);
      await waitFor(() => expect(success).toHaveBeenCalledWith('Succès', "L'enregistrement a été mis à jour!"));
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('Discard Changes sends nothing and shows the stored approval again', async () => {
    withQueries(<RecordsTable rows={[record({ description: 'Keep', isApproved: true })]} />);
    const user = userEvent.setup();
    const row = rowOf('Keep');
    await user.click(within(row).getAllByRole('button', { name: 'Show options' })[0]!);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Declined' }));
    await user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(approve).not.toHaveBeenCalled();
    expect(within(row).getByRole('combobox', { name: 'Approval' })).toHaveValue('Approved');
  });

  it('offers the four invoice statuses and saves only the invoice status after the confirmation', async () => {
    withQueries(<RecordsTable rows={[record({ description: 'Bill me' })]} />);
    const user = userEvent.setup();
    const row = rowOf('Bill me');
    expect(within(row).getByRole('combobox', { name: 'Invoice Status' })).toHaveValue('N/A');
    await user.click(within(row).getAllByRole('button', { name: 'Show options' })[1]!);
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['N/A', 'Not to be Invoiced', 'Ready for Invoicing', 'Invoiced']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Ready for Invoicing' }));
    invoice.mockRejectedValue(httpError(409, MESSAGES.recordReadOnlyExported));
    await user.click(within(await screen.findByRole('alertdialog', { name: MESSAGES.confirmSaveRecord })).getByRole('button', { name: 'Save Changes' }));
    expect(invoice).toHaveBeenCalledWith(11, 'Ready for Invoicing');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', MESSAGES.recordReadOnlyExported));
    expect(approve).not.toHaveBeenCalled();
  });

  it('shows an exported record read-only: approval Yes or No, the invoice status as text, greyed, no links', () => {
    withQueries(<RecordsTable rows={[record({ description: 'Done', isApproved: true, exportedAt: EXPORTED_AT, invoiceStatus: 'Invoiced' })]} />);
    const row = rowOf('Done');
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('Invoiced')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows the states as text without the permissions', () => {
    useSession.setState({ claims: { id: 1 } as never, permissions: [PERMISSIONS.PRODUCTIONS_CREATE] });
    withQueries(<RecordsTable rows={[record({ description: 'Plain', isApproved: false, invoiceStatus: 'Invoiced' })]} />);
    const row = rowOf('Plain');
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row).getByText('Declined')).toBeInTheDocument();
    expect(within(row).getByText('Invoiced')).toBeInTheDocument();
  });

  it('shows the approval as text to an approver when read-only, still filtered by N/P / Approved / Declined', async () => {
    function ReadOnlyApproval({ rows }: { rows: Production[] }) {
      const approval = useApprovalColumn(1, { readOnly: true });
      return <DataTable caption="Records" data={rows} columns={[{ id: 'description', title: 'Description' }, approval.column]} getRowId={(p) => String(p.id)} />;
    }
    withQueries(<ReadOnlyApproval rows={[record({ description: 'Open' }), record({ id: 12, description: 'Kept', isApproved: true })]} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('combobox', { name: 'Approval' })).not.toBeInTheDocument();
    expect(within(rowOf('Open')).getByText('N/P')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Approval' }), 'Approved');
    expect(screen.queryByText('Open')).not.toBeInTheDocument();
    expect(within(rowOf('Kept')).getByText('Approved')).toBeInTheDocument();
  });
});

describe('record links', () => {
  beforeEach(() => useSession.setState({ permissions: [PERMISSIONS.PRODUCTIONS_CREATE] }));

  it('gives a time record Edit and Edit New in a new window, Copy prefilled, and Delete', () => {
    withQueries(<RecordLinks record={record()} viewerId={1} onDelete={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/jobs/time-records/11');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Edit New' })).toHaveAttribute('href', '/time-records/11/edit');
    const copy = new URL(screen.getByRole('link', { name: 'Copy' }).getAttribute('href')!, 'http://x');
    expect(copy.pathname).toBe('/jobs/time-records/add');
    expect(copy.searchParams.get('description')).toBe('(Copy) Pipe');
    expect(copy.searchParams.get('quantity')).toBe('8');
    expect(screen.getByRole('link', { name: 'Copy' })).not.toHaveAttribute('target');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers Edit New only with an end time, a production only Edit and Delete, an own approved record only Copy', () => {
    const { unmount } = withQueries(<RecordLinks record={record({ producedEndsAt: null })} viewerId={1} onDelete={() => undefined} />);
    expect(screen.queryByRole('link', { name: 'Edit New' })).not.toBeInTheDocument();
    unmount();
    const production = withQueries(<RecordLinks record={record({ id: 12, type: 'Production', userId: null })} viewerId={1} onDelete={() => undefined} />);
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Edit', '/jobs/productions/12']]);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    production.unmount();
    withQueries(<RecordLinks record={record({ isApproved: true, userId: 7 })} viewerId={7} onDelete={() => undefined} />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Copy']);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes only after Yes on "Are you sure delete this record?"', async () => {
    withQueries(<RecordsTable rows={[record({ description: 'Gone' })]} />);
    const user = userEvent.setup();
    await user.click(within(rowOf('Gone')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure delete this record?' });
    expect(dialog).toHaveTextContent('Click "Yes" to continue.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(rowOf('Gone')).getByRole('button', { name: 'Delete' }));
    remove.mockResolvedValue({ isSuccessful: true });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(remove).toHaveBeenCalledWith(11);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordDeleted));
  });
});

describe('comments', () => {
  it('cuts a comment to 500 characters plus " ..." and keeps shorter ones', () => {
    expect(truncateComment('a'.repeat(500))).toBe('a'.repeat(500));
    expect(truncateComment('a'.repeat(501))).toBe(`${'a'.repeat(500)} ...`);
    expect(truncateComment(null)).toBe('');
  });

  it('shows the comment column shortened while exports keep the whole text', async () => {
    const long = `${'b'.repeat(499)}cd`;
    withQueries(<RecordsTable rows={[record({ description: long })]} />);
    expect(screen.getByText(`${'b'.repeat(499)}c ...`)).toBeInTheDocument();
    const [column] = exportColumnsOf([commentColumn<Production>({ id: 'description', title: 'Description' })]);
    expect(column!.value(record({ description: long }))).toBe(long);
  });
});

describe('the export lock of a row', () => {
  it('greys an exported row and disables its checkbox', () => {
    const rows = [record({ id: 1, description: 'Exported', exportedAt: EXPORTED_AT }), record({ id: 2, description: 'Open' })];
    const columns: DataColumn<Production>[] = [{ id: 'description', title: 'Description' }];
    renderUi(
      <DataTable
        {...exportLockedRows<Production>({ selectedIds: [], onChange: () => undefined })}
        caption="Locked"
        data={rows}
        columns={columns}
        getRowId={(p) => String(p.id)}
      />,
    );
    expect(rowOf('Exported')).toHaveAttribute('data-muted');
    expect(within(rowOf('Exported')).getByRole('checkbox', { name: 'Select row' })).toBeDisabled();
    expect(rowOf('Open')).not.toHaveAttribute('data-muted');
    expect(within(rowOf('Open')).getByRole('checkbox', { name: 'Select row' })).toBeEnabled();
  });
});

describe('inline edits of records', () => {
  /** A moment as the edits send it: in the user's offset (the server reads the record's day in it). */
  const sent = (utc: string) => localIsoOf(new Date(utc));

  it('moves the out time with new hours (lunch kept) and both times with a new day', () => {
    const r = record({ productionEquipments: [{ id: 5, productionId: 11, equipmentId: 8, hoursUsed: 3, litersOfFuel: null, notes: 'ok' }] });
    const hours = recordUpdateBody(r, { quantity: 9 });
    expect(hours).toMatchObject({
      type: 'Time Record', quantity: 9, producedAt: sent('2025-03-04T07:00:00Z'), producedEndsAt: sent('2025-03-04T16:30:00Z'),
      isLunchbreakTaken: true, productionRequestId: 40, workTypeId: 2, userId: 5, description: 'Pipe',
      productionEquipments: [{ id: 5, equipmentId: 8, hoursUsed: 3, litersOfFuel: null, notes: 'ok' }],
    });
    // The day before the record's own day where the test runs (07:00 UTC is the evening before west of UTC).
    const start = new Date('2025-03-04T07:00:00Z');
    const dayBefore = new Date(start.getFullYear(), start.getMonth(), start.getDate() - 1);
    const moved = recordUpdateBody(r, { producedAt: localDay(dayBefore) }) as { producedAt: string; producedEndsAt: string };
    expect(new Date(moved.producedEndsAt).getTime() - new Date(moved.producedAt).getTime()).toBe(8.5 * 3_600_000);
    expect(localDay(new Date(moved.producedAt))).toBe(localDay(dayBefore));
    expect(new Date(moved.producedAt).getHours()).toBe(start.getHours());
    expect(recordUpdateBody(record({ type: 'Production', producedEndsAt: null }), { quantity: 40 })).toEqual({
      type: 'Production', jobId: 3, costCodeId: 9, producedAt: sent('2025-03-04T07:00:00Z'), quantity: 40, description: 'Pipe',
    });
  });

  it('saves an edited hour with the record, and refuses an empty one with "Hours is required."', async () => {
    withQueries(<RecordsTable rows={[record({ description: 'Edit me' })]} />);
    const user = userEvent.setup();
    await user.click(within(rowOf('Edit me')).getByRole('button', { name: /Edit Hours/ }));
    const input = screen.getByRole('spinbutton', { name: 'Hours' });
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hours is required.');
    expect(update).not.toHaveBeenCalled();
    update.mockResolvedValue(record({ quantity: 7.5 }));
    await user.type(input, '7.5{Enter}');
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toBe(11);
    expect(update.mock.calls[0]![1]).toMatchObject({ quantity: 7.5, producedEndsAt: sent('2025-03-04T15:00:00Z') });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordUpdated));
  });

  it("says 'Something went wrong!' when a save fails and keeps the editor open", async () => {
    withQueries(<RecordsTable rows={[record({ description: 'Broken' })]} />);
    const user = userEvent.setup();
    await user.click(within(rowOf('Broken')).getByRole('button', { name: /Edit Hours/ }));
    update.mockRejectedValue(httpError(500, 'Internal server error'));
    const input = screen.getByRole('spinbutton', { name: 'Hours' });
    await user.clear(input);
    await user.type(input, '6{Enter}');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', MESSAGES.somethingWentWrongBang));
    expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveValue(6);
  });

  it('saves an equipment line field with the rest of the line', async () => {
    const line: ProductionEquipment = { id: 5, productionId: 11, equipmentId: 8, hoursUsed: 3, litersOfFuel: 20, notes: 'ok' };
    let save: ReturnType<typeof useEquipmentLineSave> | undefined;
    function Probe() {
      save = useEquipmentLineSave();
      return null;
    }
    withQueries(<Probe />);
    updateLine.mockResolvedValue({ ...line, litersOfFuel: 35 });
    await save!(line, 'litersOfFuel', 35);
    expect(updateLine).toHaveBeenCalledWith(5, { id: 5, equipmentId: 8, hoursUsed: 3, litersOfFuel: 35, notes: 'ok' });
  });
});

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApiError, companyKeys, failureText, getCompany, getUser, listPayrollTimeRecords, listWorkTypes, payrollKeys,
  updateUser, workTypeKeys, type PayrollReportQuery,
} from '@groundwork/shared/api';
import {
  dayOf, PAGE_SIZES, PERMISSIONS as P, recordLocks, timeRecordEditLink, WORK_CLASS_CODES, type Production, type ProductionEquipment,
} from '@groundwork/shared/domain';
import {
  commentColumn, exportLockedRows, formatHoursCell, timeInOutColumns, useApprovalColumn, useEquipmentLineSave, useExportColumn, useInvoiceStatusColumn,
  useRecordCellSave,
} from '@groundwork/shared/records';
import { useCan, useSession } from '@groundwork/shared/session';
import { Button, notify, Spinner, Stack, space } from '@groundwork/shared/ui';
import { localDayBounds } from '@groundwork/shared/ui/dates';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { useHrT } from '../../i18n';
import { splitColumns } from '../../i18n/columns';
import { workClassBody } from './payroll-edits';
import { PayrollDownloads } from './PayrollDownloads';
import { PayrollEmployeeTotals } from './PayrollEmployeeTotals';
import { OvertimeGaps } from './OvertimeGaps';
import { PastExports } from './PastExports';

/** What the report shows: the pay period containing a day (payroll report) or any range (payroll query). */
export type PayrollScope = { date: string } | { startsAt: string; endsAt: string };

const Period = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const WORK_CLASS_OPTIONS = WORK_CLASS_CODES.map((c) => ({ value: c, label: c }));
const equipmentHours = (p: Production) => (p.productionEquipments ?? []).reduce((s, l) => s + (l.hoursUsed ?? 0), 0);

/**
 * The time records read of a scope: the pay period containing the day, or the range's local days (their first and last
 * moments in the user's time zone, the days the downloads of the range export); with everything the table shows.
 */
export function payrollQueryOf(scope: PayrollScope): PayrollReportQuery {
  const includes = { isForPayroll: true, includeJob: true, includeCostCodes: true, includeProductionEquipment: true, includeProductionRequests: true };
  return 'date' in scope ? { ...includes, queryDate: scope.date } : { ...includes, ...localDayBounds(scope.startsAt, scope.endsAt) };
}

export interface PayrollReportProps {
  scope: PayrollScope;
  /** Whether the report states its period above the table (false where the page's period controls show it). */
  showPeriod?: boolean;
}

/**
 * The payroll report (spec 02 §2, §4, §5): the time records of a pay period (or a range) with filters, sorting, their
 * hours' overtime split (Regular, OT, DT) totalled for the period and per employee (the rows the filters show), inline
 * edits (date, type of work, hours, description, the employee's work class; equipment hours, fuel litres and
 * notes in a row's equipment lines), approval and invoice status selects, exported rows greyed with their checkbox
 * disabled and a Reset button, Download All / Download Filtered of the payroll or equipment file, the rows as CSV,
 * XLSX and JSON, and the past exports.
 */
export function PayrollReport({ scope, showPeriod = true }: PayrollReportProps) {
  const t = useHrT();
  const queryClient = useQueryClient();
  const claims = useSession((s) => s.claims);
  const viewerId = claims?.id ?? null;
  const canEdit = useCan(P.PRODUCTIONS_CREATE);
  const canExport = useCan(P.PRODUCTIONS_EXPORT);
  const canEditUsers = useCan(P.USERS_ALL, P.USERS_UPDATE);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [pastOpen, setPastOpen] = useState(false);
  // The rows the table's search and filters show: Download Filtered's rows when none is ticked, and the employees' totals.
  const [filteredRows, setFilteredRows] = useState<Production[]>([]);

  const query = payrollQueryOf(scope);
  const report = useQuery({ queryKey: payrollKeys.report(query), queryFn: () => listPayrollTimeRecords(query) });
  const company = useQuery({
    queryKey: companyKeys.detail(claims?.companyId ?? 0),
    queryFn: () => getCompany(claims!.companyId),
    enabled: Boolean(claims && canExport),
  });
  const workTypes = useQuery({ queryKey: workTypeKeys.all, queryFn: listWorkTypes, enabled: canEdit });

  // Every change refreshes the report and the past exports (one key: payrollKeys.all).
  const refreshOptions = { invalidate: payrollKeys.all };
  const refresh = () => queryClient.invalidateQueries({ queryKey: payrollKeys.all });
  const approval = useApprovalColumn(viewerId, refreshOptions);
  const invoice = useInvoiceStatusColumn(viewerId, refreshOptions);
  const saveCell = useRecordCellSave(refreshOptions);
  const saveLine = useEquipmentLineSave(refreshOptions);

  const exported = useExportColumn(viewerId, { ...refreshOptions, title: t('col.exportStatus') });

  /** The employee's work class (a user field, so every record of theirs shows the new class). */
  const saveWorkClass = async (record: Production, workClass: string) => {
    try {
      const built = workClassBody(await getUser(record.userId!), workClass);
      if (!built.ok) throw new Error(built.message);
      await updateUser(record.userId!, built.body);
    } catch (error) {
      notify.error(t('common.error'), error instanceof Error && !(error instanceof ApiError) ? error.message : failureText(error));
      throw error;
    }
    notify.success(t('common.success'), t('common.recordUpdated'));
    await refresh();
  };

  const onCellSave = (p: Production, columnId: string, value: unknown) => {
    if (columnId === 'workClass') return saveWorkClass(p, String(value));
    if (columnId === 'workType') {
      // The select offers the names (what the cell shows and filters by); the record stores the id.
      const type = (workTypes.data ?? []).find((w) => w.name === value);
      return type ? saveCell(p, 'workTypeId', type.id) : Promise.reject(new Error(t('common.columnRequired', { title: t('col.workType') })));
    }
    return saveCell(p, columnId, value);
  };

  const lineColumns = useMemo(() => {
    const of = (editable: boolean): DataColumn<ProductionEquipment>[] => [
      { id: 'equipment', title: t('col.equipment'), accessor: (l) => l.equipment?.name ?? '' },
      { id: 'equipmentDescription', title: t('col.equipmentDescription'), accessor: (l) => l.equipment?.description ?? '' },
      { id: 'hoursUsed', title: t('col.equipmentHours'), align: 'right', editable, editor: 'number' },
      { id: 'litersOfFuel', title: t('col.fuel'), align: 'right', editable, editor: 'number' },
      commentColumn({ id: 'notes', title: t('col.notes'), accessor: (l) => l.notes ?? '', editable, required: true }),
    ];
    return { editable: of(true), readOnly: of(false) };
  }, [t]);

  const rows = report.data?.records ?? [];
  const period = report.data?.period ?? ('date' in scope ? null : { startsOn: scope.startsAt, endsOn: scope.endsAt });
  const editableRow = (p: Production) => canEdit && recordLocks(p, viewerId).canEdit;
  const workTypeNames = (workTypes.data ?? []).map((w) => ({ value: w.name, label: w.name }));

  const columns: DataColumn<Production>[] = [
    // The record id of the file's line (columns 196-205): it opens the record, whose detail explains its overtime split.
    {
      id: 'id', title: t('col.id'), align: 'right',
      cell: (p) => <Link to={timeRecordEditLink(p.id)} target="_blank" rel="noopener" title={t('payroll.openRecord')}>{p.id}</Link>,
    },
    { id: 'producedAt', title: t('col.date'), accessor: (p) => dayOf(p.producedAt), editable: editableRow, editor: 'date', filter: 'text' },
    { id: 'employee', title: t('col.employee'), accessor: (p) => p.user?.name ?? '', filter: 'text' },
    { id: 'employeeCode', title: t('col.employeeCode'), accessor: (p) => p.user?.employeeCode ?? '' },
    {
      id: 'workClass', title: t('col.workClass'), accessor: (p) => p.user?.workClass ?? '', filter: 'text',
      editable: (p) => canEditUsers && p.userId !== null && editableRow(p), editor: 'select', editorOptions: WORK_CLASS_OPTIONS,
    },
    { id: 'job', title: t('col.job'), accessor: (p) => p.job?.name ?? '', filter: 'text' },
    { id: 'costCode', title: t('col.costCode'), accessor: (p) => p.costCode?.name ?? '', filter: 'text' },
    {
      id: 'workType', title: t('col.workType'), accessor: (p) => p.workType?.name ?? '', filter: { options: workTypeNames },
      editable: editableRow, editor: 'select', editorOptions: workTypeNames,
    },
    ...timeInOutColumns<Production>(t),
    {
      id: 'quantity', title: t('col.hours'), align: 'right', total: true, cell: (_p, value) => formatHoursCell(value), formatTotal: formatHoursCell,
      editable: editableRow, editor: 'number',
    },
    ...splitColumns<Production>(t),
    {
      id: 'equipmentHours', title: t('col.equipmentHours'), align: 'right', total: true, accessor: equipmentHours,
      cell: (_p, value) => formatHoursCell(value), formatTotal: formatHoursCell,
    },
    commentColumn({ id: 'description', title: t('col.description'), accessor: (p) => p.description ?? '', editable: editableRow, required: true }),
    { id: 'requestedBy', title: t('col.requestedBy'), accessor: (p) => p.productionRequest?.requestedBy?.name ?? '' },
    { ...approval.column, title: t('col.approval') },
    { ...invoice.column, title: t('col.invoiceStatus') },
    exported,
  ];

  if (report.isPending) return <Spinner />;
  const selectedRecords = rows.filter((p) => selectedIds.includes(String(p.id)));
  return (
    <Stack $gap={4}>
      {period && showPeriod ? (
        <Period>
          {t('payroll.periodText', { label: t('date' in scope ? 'payroll.payPeriod' : 'payroll.period'), start: period.startsOn, end: period.endsOn })}
        </Period>
      ) : null}
      {canExport && period ? (
        <Bar>
          <PayrollDownloads
            company={claims?.company ?? ''}
            csvHeaderStyle={company.data?.csvHeaderStyle}
            date={'date' in scope ? scope.date : scope.endsAt}
            startsAt={period.startsOn}
            endsAt={period.endsOn}
            selected={selectedRecords}
            filtered={filteredRows}
            records={rows}
            onDownloaded={async () => {
              setSelectedIds([]);
              await refresh();
            }}
          />
          <Button onClick={() => setPastOpen(true)}>{t('payroll.pastExports')}</Button>
        </Bar>
      ) : null}
      {period ? <OvertimeGaps period={period} /> : null}
      <DataTable
        caption={t('payroll.caption')}
        data={rows}
        columns={columns}
        getRowId={(p) => String(p.id)}
        pageSizes={PAGE_SIZES.reports}
        scrollX={1300}
        {...exportLockedRows<Production>(canExport ? { selectedIds, onChange: (ids: string[]) => setSelectedIds(ids) } : undefined)}
        onCellSave={canEdit ? onCellSave : undefined}
        cellSaveApi="PUT /api/jobs/productions/:id"
        onFilteredRowsChange={setFilteredRows}
        renderExpanded={(p) => (
          <DataTable
            caption={t('payroll.equipmentOf', { id: p.id })}
            data={p.productionEquipments ?? []}
            columns={editableRow(p) ? lineColumns.editable : lineColumns.readOnly}
            getRowId={(l) => String(l.id)}
            searchable={false}
            onCellSave={saveLine}
            cellSaveApi="PUT /api/jobs/production-equipments/:id"
          />
        )}
        canExpand={(p) => (p.productionEquipments ?? []).length > 0}
      />
      <PayrollEmployeeTotals records={filteredRows} />
      {approval.dialog}
      {invoice.dialog}
      {canExport ? <PastExports open={pastOpen} onClose={() => setPastOpen(false)} onReset={refresh} /> : null}
    </Stack>
  );
}

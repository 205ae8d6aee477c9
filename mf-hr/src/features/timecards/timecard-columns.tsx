import { Link } from 'react-router-dom';
import { dayOf, employeeRecordStatus, timeRecordCopyLink, timeRecordEditLink, type Production } from '@groundwork/shared/domain';
import { commentColumn, isExportLocked, overtimeColumns, ResetExportButton, timeInOutColumns } from '@groundwork/shared/records';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Row } from '@groundwork/shared/ui';
import type { DataColumn } from '@groundwork/shared/ui/table';
import { TIMECARD_LABELS as L } from './labels';

const equipmentHours = (p: Production) => Math.round((p.productionEquipments ?? []).reduce((s, l) => s + Math.round(l.hoursUsed * 100), 0)) / 100;

/**
 * A record's links: Edit on its record page in a new window (spec 02 §2: rows are edited or deleted there), and Copy,
 * the add form prefilled from it ('(Copy) ' description), and Reset of an exported record; each shown only to users
 * who may call its route.
 */
function TimecardLinks({ record }: { record: Production }) {
  const may = useMayCall();
  const who = record.user?.name ?? '';
  const day = dayOf(record.producedAt);
  const edit = may('PUT /api/jobs/productions/:id');
  const copy = may('POST /api/jobs/:id/productions');
  if (!edit && !copy) return null;
  return (
    <Row $gap={2}>
      {isExportLocked(record) ? <ResetExportButton record={record} /> : null}
      {edit ? (
        <Link to={timeRecordEditLink(record.id)} target="_blank" rel="noopener" aria-label={L.recordOf(L.edit, who, day)} {...apiAction('PUT /api/jobs/productions/:id')}>
          {L.edit}
        </Link>
      ) : null}
      {copy ? (
        <Link to={timeRecordCopyLink(record)} aria-label={L.recordOf(L.copy, who, day)} {...apiAction('POST /api/jobs/:id/productions')}>
          {L.copy}
        </Link>
      ) : null}
    </Row>
  );
}

const employeeColumns: DataColumn<Production>[] = [
  { id: 'employee', title: 'Employee', accessor: (p) => p.user?.name ?? '', filter: 'text', card: true },
  { id: 'employeeCode', title: 'Employee Code', accessor: (p) => p.user?.employeeCode ?? '' },
];

/** The columns of one record, the employee's left out (a table of one employee's records). */
export const RECORD_COLUMNS: DataColumn<Production>[] = [
  { id: 'producedAt', title: 'Date', accessor: (p) => dayOf(p.producedAt), card: true },
  { id: 'job', title: 'Job', accessor: (p) => p.job?.name ?? '', filter: 'text', card: true },
  { id: 'costCode', title: 'Cost Code', accessor: (p) => p.costCode?.name ?? '', filter: 'text' },
  { id: 'workType', title: 'Type of Work', accessor: (p) => p.workType?.name ?? '' },
  ...timeInOutColumns<Production>(),
  { id: 'quantity', title: 'Hours', align: 'right', total: true, card: true },
  ...overtimeColumns<Production>(),
  { id: 'equipmentHours', title: 'Equipment Hours', align: 'right', total: true, accessor: equipmentHours },
  {
    id: 'status', title: 'Status', accessor: (p) => employeeRecordStatus(p), pin: 'right',
    filter: { options: ['Pending', 'Approved', 'Declined', 'Exported'].map((s) => ({ value: s, label: s })) },
  },
  commentColumn({ id: 'description', title: 'Description', accessor: (p) => p.description ?? '' }),
  { id: 'actions', title: 'Actions', sortable: false, exportable: false, pin: 'right', card: true, cell: (p) => <TimecardLinks record={p} /> },
];

/** The Timecards report's columns: one row per time record (its employee after the date), hours and equipment hours totalled. */
export const TIMECARD_COLUMNS: DataColumn<Production>[] = [RECORD_COLUMNS[0]!, ...employeeColumns, ...RECORD_COLUMNS.slice(1)];

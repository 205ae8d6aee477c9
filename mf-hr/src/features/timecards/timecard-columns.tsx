import { Link } from 'react-router-dom';
import { dayOf, employeeRecordStatus, timeRecordCopyLink, timeRecordEditLink, type EmployeeRecordStatus, type Production } from '@groundwork/shared/domain';
import { commentColumn, isExportLocked, ResetExportButton } from '@groundwork/shared/records';
import { apiAction, useMayCall } from '@groundwork/shared/session';
import { Row } from '@groundwork/shared/ui';
import type { DataColumn } from '@groundwork/shared/ui/table';
import type { Translate } from '@groundwork/shared/i18n/react';
import { useHrT, type HrMessageId } from '../../i18n';
import { hoursNumber, splitColumns, timeColumns } from '../../i18n/columns';

const equipmentHours = (p: Production) => Math.round((p.productionEquipments ?? []).reduce((s, l) => s + Math.round(l.hoursUsed * 100), 0)) / 100;

/** The message of each state of a record as its employee sees it. */
export const STATUS_IDS = {
  Pending: 'status.pending',
  Approved: 'status.approved',
  Declined: 'status.declined',
  Exported: 'status.exported',
} as const satisfies Record<EmployeeRecordStatus, HrMessageId>;

/**
 * A record's links: Edit on its record page in a new window (spec 02 §2: rows are edited or deleted there), and Copy,
 * the add form prefilled from it ('(Copy) ' description), and Reset of an exported record; each shown only to users
 * who may call its route.
 */
function TimecardLinks({ record }: { record: Production }) {
  const t = useHrT();
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
        <Link to={timeRecordEditLink(record.id)} target="_blank" rel="noopener" aria-label={t('timecards.editRecordOf', { name: who, day })} {...apiAction('PUT /api/jobs/productions/:id')}>
          {t('timecards.edit')}
        </Link>
      ) : null}
      {copy ? (
        <Link to={timeRecordCopyLink(record)} aria-label={t('timecards.copyRecordOf', { name: who, day })} {...apiAction('POST /api/jobs/:id/productions')}>
          {t('timecards.copy')}
        </Link>
      ) : null}
    </Row>
  );
}

/**
 * The timecards reports' columns in the page's language: `record`, the columns of one record, the employee's left out
 * (a table of one employee's records); `timecard`, the Timecards report's, one row per time record (its employee after
 * the date), hours and equipment hours totalled.
 */
export function timecardColumns(t: Translate<HrMessageId>): { record: DataColumn<Production>[]; timecard: DataColumn<Production>[] } {
  const statuses = Object.values(STATUS_IDS).map((id) => ({ value: t(id), label: t(id) }));
  const record: DataColumn<Production>[] = [
    { id: 'producedAt', title: t('col.date'), accessor: (p) => dayOf(p.producedAt), card: true },
    { id: 'job', title: t('col.job'), accessor: (p) => p.job?.name ?? '', filter: 'text', card: true },
    { id: 'costCode', title: t('col.costCode'), accessor: (p) => p.costCode?.name ?? '', filter: 'text' },
    { id: 'workType', title: t('col.workType'), accessor: (p) => p.workType?.name ?? '' },
    ...timeColumns<Production>(t),
    { id: 'quantity', title: t('col.hours'), align: 'right', total: true, card: true, cell: (_p, value) => hoursNumber(value), formatTotal: hoursNumber },
    ...splitColumns<Production>(t),
    { id: 'equipmentHours', title: t('col.equipmentHours'), align: 'right', total: true, accessor: equipmentHours, cell: (_p, value) => hoursNumber(value), formatTotal: hoursNumber },
    { id: 'status', title: t('col.status'), accessor: (p) => t(STATUS_IDS[employeeRecordStatus(p)]), pin: 'right', filter: { options: statuses } },
    commentColumn({ id: 'description', title: t('col.description'), accessor: (p) => p.description ?? '' }),
    { id: 'actions', title: t('col.actions'), sortable: false, exportable: false, pin: 'right', card: true, cell: (p) => <TimecardLinks record={p} /> },
  ];
  const employee: DataColumn<Production>[] = [
    { id: 'employee', title: t('col.employee'), accessor: (p) => p.user?.name ?? '', filter: 'text', card: true },
    { id: 'employeeCode', title: t('col.employeeCode'), accessor: (p) => p.user?.employeeCode ?? '' },
  ];
  return { record, timecard: [record[0]!, ...employee, ...record.slice(1)] };
}

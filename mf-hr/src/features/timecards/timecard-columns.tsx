import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { dayOf, recordLocks, timeRecordCopyLink, timeRecordEditLink, type Production } from '@groundwork/shared/domain';
import { commentColumn, formatHoursCell, timeInOutColumns, useApprovalColumn, useExportColumn } from '@groundwork/shared/records';
import { apiAction, useMayCall, useSession } from '@groundwork/shared/session';
import { Row } from '@groundwork/shared/ui';
import type { DataColumn } from '@groundwork/shared/ui/table';
import type { Translate } from '@groundwork/shared/i18n/react';
import { useHrT, type HrMessageId } from '../../i18n';
import { splitColumns } from '../../i18n/columns';

const equipmentHours = (p: Production) => Math.round((p.productionEquipments ?? []).reduce((s, l) => s + Math.round(l.hoursUsed * 100), 0)) / 100;

/**
 * A record's links: Edit on its record page in a new window (spec 02 §2: rows are edited or deleted there), and Copy,
 * the add form prefilled from it ('(Copy) ' description); each shown only to users who may call its route, and as the
 * record's locks allow (an exported record offers neither: its Reset is beside it in the Export Status column; an
 * approved record of the viewer's own, only Copy).
 */
function TimecardLinks({ record }: { record: Production }) {
  const t = useHrT();
  const may = useMayCall();
  const locks = recordLocks(record, useSession((s) => s.claims?.id ?? null));
  const who = record.user?.name ?? '';
  const day = dayOf(record.producedAt);
  const edit = locks.canEdit && may('PUT /api/jobs/productions/:id');
  const copy = locks.canCopy && may('POST /api/jobs/:id/productions');
  if (!edit && !copy) return null;
  return (
    <Row $gap={2}>
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
 * the date), hours and equipment hours totalled. Both have the records tables' Approval and Export Status columns
 * and filters (issue 19), pinned right with the links; the approval reads as text here (a record is approved on the
 * manager's and payroll reports, edited on its record page).
 */
export function useTimecardColumns(): { record: DataColumn<Production>[]; timecard: DataColumn<Production>[] } {
  const t = useHrT();
  const viewerId = useSession((s) => s.claims?.id ?? null);
  const approval = useApprovalColumn(viewerId, { readOnly: true }).column;
  const exported = useExportColumn(viewerId, { title: t('col.exportStatus') });
  // The shared columns are new objects on every render, yet read only the language and the viewer here (the approval
  // as text): columns kept while those stay keep the rows of a 1,500-record page from all rendering again.
  return useMemo(() => columnsOf(t, approval, exported), [t, viewerId]); // eslint-disable-line react-hooks/exhaustive-deps
}

function columnsOf(t: Translate<HrMessageId>, approval: DataColumn<Production>, exported: DataColumn<Production>) {
  const record: DataColumn<Production>[] = [
    { id: 'producedAt', title: t('col.date'), accessor: (p) => dayOf(p.producedAt), card: true },
    { id: 'job', title: t('col.job'), accessor: (p) => p.job?.name ?? '', filter: 'text', card: true },
    { id: 'costCode', title: t('col.costCode'), accessor: (p) => p.costCode?.name ?? '', filter: 'text' },
    { id: 'workType', title: t('col.workType'), accessor: (p) => p.workType?.name ?? '' },
    ...timeInOutColumns<Production>(t),
    { id: 'quantity', title: t('col.hours'), align: 'right', total: true, card: true, cell: (_p, value) => formatHoursCell(value), formatTotal: formatHoursCell },
    ...splitColumns<Production>(t),
    { id: 'equipmentHours', title: t('col.equipmentHours'), align: 'right', total: true, accessor: equipmentHours, cell: (_p, value) => formatHoursCell(value), formatTotal: formatHoursCell },
    { ...approval, title: t('col.approval') },
    exported,
    commentColumn({ id: 'description', title: t('col.description'), accessor: (p) => p.description ?? '' }),
    { id: 'actions', title: t('col.actions'), sortable: false, exportable: false, pin: 'right', cell: (p) => <TimecardLinks record={p} /> },
  ];
  const employee: DataColumn<Production>[] = [
    { id: 'employee', title: t('col.employee'), accessor: (p) => p.user?.name ?? '', filter: 'text', card: true },
    { id: 'employeeCode', title: t('col.employeeCode'), accessor: (p) => p.user?.employeeCode ?? '' },
  ];
  return { record, timecard: [record[0]!, ...employee, ...record.slice(1)] };
}

import { Link } from 'react-router-dom';
import { dayOf, employeeRecordStatus, timeRecordEditLink, type Production } from '@groundwork/shared/domain';
import { commentColumn, timeInOutColumns } from '@groundwork/shared/records';
import type { DataColumn } from '@groundwork/shared/ui/table';

const equipmentHours = (p: Production) => Math.round((p.productionEquipments ?? []).reduce((s, l) => s + Math.round(l.hoursUsed * 100), 0)) / 100;

/** The Timecards report's columns: one row per time record, hours and equipment hours totalled. */
export const TIMECARD_COLUMNS: DataColumn<Production>[] = [
  { id: 'producedAt', title: 'Date', accessor: (p) => dayOf(p.producedAt) },
  { id: 'employee', title: 'Employee', accessor: (p) => p.user?.name ?? '', filter: 'text' },
  { id: 'employeeCode', title: 'Employee Code', accessor: (p) => p.user?.employeeCode ?? '' },
  { id: 'job', title: 'Job', accessor: (p) => p.job?.name ?? '', filter: 'text' },
  { id: 'costCode', title: 'Cost Code', accessor: (p) => p.costCode?.name ?? '', filter: 'text' },
  { id: 'workType', title: 'Type of Work', accessor: (p) => p.workType?.name ?? '' },
  ...timeInOutColumns<Production>(),
  { id: 'quantity', title: 'Hours', align: 'right', total: true },
  { id: 'equipmentHours', title: 'Equipment Hours', align: 'right', total: true, accessor: equipmentHours },
  {
    id: 'status', title: 'Status', accessor: (p) => employeeRecordStatus(p),
    filter: { options: ['Pending', 'Approved', 'Declined', 'Exported'].map((s) => ({ value: s, label: s })) },
  },
  commentColumn({ id: 'description', title: 'Description', accessor: (p) => p.description ?? '' }),
  {
    id: 'actions', title: 'Actions', sortable: false, exportable: false,
    cell: (p) => (
      <Link to={timeRecordEditLink(p.id)} target="_blank" rel="noopener" aria-label={`Edit time record of ${p.user?.name ?? ''} on ${dayOf(p.producedAt)}`}>
        Edit
      </Link>
    ),
  },
];

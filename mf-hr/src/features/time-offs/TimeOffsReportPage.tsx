import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { listTimeOffs, setTimeOffApproval, timeOffKeys, type TimeOffsQuery } from '@groundwork/shared/api';
import { holdsEveryPermission, localDay, PERMISSIONS, TIME_OFF_TYPES, type TimeOff } from '@groundwork/shared/domain';
import { useCan, useSession } from '@groundwork/shared/session';
import { commentColumn } from '@groundwork/shared/records';
import { EmptyState, Field, noMatchState, notify, Row, space, Spinner } from '@groundwork/shared/ui';
import { MonthInput } from '@groundwork/shared/ui/dates';
import { SegmentedControl, Switch } from '@groundwork/shared/ui/overlays';
import { DataTable, type DataColumn } from '@groundwork/shared/ui/table';
import { TIME_OFF_TYPE_IDS } from '@groundwork/shared/i18n';
import { useHrT, type HrMessageId } from '../../i18n';
import { timeOffDays } from './TimeOffList';

type Scope = 'team' | 'everyone';
const SCOPES: { value: Scope; labelId: HrMessageId }[] = [
  { value: 'team', labelId: 'timeOffsReport.myTeam' },
  { value: 'everyone', labelId: 'timeOffsReport.everyone' },
];

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;
const MonthField = styled.div`
  width: 260px;
  max-width: 100%;
`;

/** The first and last day of a 'YYYY-MM' month. */
export function monthDays(month: string): { startsAt: string; endsAt: string } {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { startsAt: `${month}-01`, endsAt: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * /time-offs/report (Time Offs Report): the time offs of a month (the current one by default) of My Team (managerId:
 * the user) or Everyone, with the approve toggle on the rows the user may approve (time_offs.approve, an employee
 * they manage or anyone for an Administrator, never their own; the server decides the same). A refused change says
 * 'Failed to update time off'. 'Pending only' asks the server for the requests not approved yet (isPendingOnly);
 * comments are cut at 500 characters plus ' ...'.
 */
export default function TimeOffsReportPage() {
  const t = useHrT();
  const claims = useSession((s) => s.claims);
  const userId = claims?.id ?? 0;
  const canApprove = useCan(PERMISSIONS.TIME_OFFS_APPROVE);
  const approvesAnyone = claims ? holdsEveryPermission(claims) : false;
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<Scope>('team');
  const [month, setMonth] = useState(localDay().slice(0, 7));
  const [pendingOnly, setPendingOnly] = useState(false);
  const range = monthDays(/^\d{4}-\d{2}$/.test(month) ? month : localDay().slice(0, 7));
  const teamQuery: TimeOffsQuery = { ...range, managerId: userId };
  const query: TimeOffsQuery = { ...(scope === 'team' ? teamQuery : range), ...(pendingOnly ? { isPendingOnly: true } : {}) };
  const enabled = userId > 0;
  const timeOffs = useQuery({ queryKey: timeOffKeys.list(query), queryFn: () => listTimeOffs(query), enabled });
  // Who the user manages, for the toggles of the Everyone view (the My Team list is that set).
  const team = useQuery({ queryKey: timeOffKeys.list(teamQuery), queryFn: () => listTimeOffs(teamQuery), enabled: enabled && canApprove && !approvesAnyone });
  const teamIds = useMemo(() => new Set((team.data ?? []).map((t) => t.userId)), [team.data]);

  const approval = useMutation({
    mutationFn: ({ row, approved }: { row: TimeOff; approved: boolean }) => setTimeOffApproval(row.id, approved, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffKeys.all }),
    onError: () => notify.error(t('common.error'), t('timeOffsReport.updateFailed')),
  });

  const { mutate: changeApproval, isPending: changing } = approval;
  const columns = useMemo<DataColumn<TimeOff>[]>(() => {
    const mayApprove = (row: TimeOff) => canApprove && row.userId !== userId && (approvesAnyone || scope === 'team' || teamIds.has(row.userId));
    return [
      { id: 'employee', title: t('col.employee'), accessor: (row) => row.user?.name ?? '', filter: 'text' },
      { id: 'date', title: t('col.date'), accessor: (row) => row.startsAt.slice(0, 10), cell: (row) => timeOffDays(row) },
      {
        id: 'type', title: t('col.type'), accessor: (row) => t(TIME_OFF_TYPE_IDS[row.type]),
        filter: { options: TIME_OFF_TYPES.map((v) => ({ key: v, value: t(TIME_OFF_TYPE_IDS[v]), label: t(TIME_OFF_TYPE_IDS[v]) })) },
      },
      commentColumn<TimeOff>({ id: 'comments', title: t('col.comments') }),
      { id: 'status', title: t('col.status'), accessor: (row) => t(row.approvedAt ? 'timeOffsReport.status.approved' : 'status.pending') },
      { id: 'approvedBy', title: t('col.approvedBy'), accessor: (row) => row.approvedByUser?.name ?? '' },
      {
        id: 'approve', title: t('col.approve'), sortable: false, exportable: false,
        cell: (row) => (mayApprove(row) ? (
          <Switch
            checked={Boolean(row.approvedAt)}
            disabled={changing}
            onChange={(approved) => changeApproval({ row, approved })}
            label={<span className="sr-only">{t('timeOffsReport.approveOf', { name: row.user?.name ?? '', days: timeOffDays(row) })}</span>}
          />
        ) : null),
      },
    ];
  }, [t, canApprove, approvesAnyone, scope, teamIds, userId, changing, changeApproval]);

  if (userId <= 0) return <Navigate to="/login" replace />;

  return (
    <Page>
      <Row $gap={4} $justify="space-between">
        <SegmentedControl aria-label={t('timeOffsReport.whose')} options={SCOPES.map((s) => ({ value: s.value, label: t(s.labelId) }))} value={scope} onChange={setScope} />
        <Switch checked={pendingOnly} onChange={setPendingOnly} label={t('timeOffsReport.pendingOnly')} />
        <MonthField>
          <Field label={t('timeOffsReport.month')}>
            <MonthInput value={month} onChange={setMonth} />
          </Field>
        </MonthField>
      </Row>
      {/* Only a month read says it has none: a failed read (a 500) shows no message (spec 02 §8). */}
      {timeOffs.isPending ? (
        <Spinner size={24} />
      ) : timeOffs.isSuccess ? (
        <DataTable
          caption={t('timeOffsReport.caption')}
          data={timeOffs.data}
          columns={columns}
          getRowId={(t) => String(t.id)}
          exportName="time-offs-report"
          emptyState={pendingOnly && !timeOffs.data.length ? <EmptyState title={t('timeOffs.noPending')} showBack={false} /> : noMatchState(timeOffs.data)}
        />
      ) : null}
    </Page>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { deleteTimeOff, failureText, listTimeOffs, timeOffKeys, type TimeOffsQuery } from '@groundwork/shared/api';
import {
  isUpcomingTimeOff, localDay, PERMISSIONS, timeOffHistoryYears, type TimeOff,
} from '@groundwork/shared/domain';
import { unloadedOffline } from '@groundwork/shared/query';
import { useCan, useSession, apiAction } from '@groundwork/shared/session';
import { Button, Field, notify, Row, space, Spinner } from '@groundwork/shared/ui';
import { ConfirmDialog, SegmentedControl, Select } from '@groundwork/shared/ui/overlays';
import { useHrT } from '../../i18n';
import { NewTimeOffDrawer } from './NewTimeOffDrawer';
import { TimeOffList } from './TimeOffList';

type Segment = 'upcoming' | 'history';
const SEGMENTS = ['upcoming', 'history'] as const satisfies readonly Segment[];

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0 0 ${space(2)}; }
`;
const YearField = styled.div`
  width: 160px;
`;

/** The query of a segment: from today on (Upcoming), or the chosen year (History). */
function queryOf(userId: number, segment: Segment, year: number, today: string): TimeOffsQuery {
  return segment === 'upcoming' ? { userId, startsAt: today } : { userId, startsAt: `${year}-01-01`, endsAt: `${year}-12-31` };
}

/**
 * /time-offs: the signed-in user's own time offs. Upcoming lists the pending and the approved requests from today
 * on; History those of a year (2024 to the current year) that are over. 'Add Time Off' opens 'New Time Off Request'.
 * A pending request of one's own can be deleted.
 */
export default function TimeOffsPage() {
  const t = useHrT();
  const userId = useSession((s) => s.claims?.id ?? 0);
  const canRequest = useCan(PERMISSIONS.TIME_OFFS_CREATE);
  const queryClient = useQueryClient();
  const today = localDay();
  const [segment, setSegment] = useState<Segment>('upcoming');
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TimeOff | null>(null);
  const query = queryOf(userId, segment, year, today);
  const timeOffs = useQuery({ queryKey: timeOffKeys.list(query), queryFn: () => listTimeOffs(query), enabled: userId > 0 });

  if (userId <= 0) return <Navigate to="/login" replace />;

  const shown = (timeOffs.data ?? []).filter((o) => isUpcomingTimeOff(o, today) === (segment === 'upcoming'));
  const pending = shown.filter((o) => !o.approvedAt);
  const approved = shown.filter((o) => o.approvedAt);
  const remove = async (timeOff: TimeOff) => {
    try {
      await deleteTimeOff(timeOff.id);
    } catch (error) {
      notify.error(t('timeOffs.error'), failureText(error));
      return;
    }
    notify.success(t('timeOffs.success'), t('timeOffs.deleted'));
    await queryClient.invalidateQueries({ queryKey: timeOffKeys.all });
  };

  return (
    <Page>
      <Row $gap={3} $justify="space-between">
        <SegmentedControl aria-label={t('timeOffs.segments')} options={SEGMENTS.map((value) => ({ value, label: t(`timeOffs.${value}`) }))} value={segment} onChange={setSegment} />
        {canRequest ? (
          <Button variant="primary" onClick={() => setAdding(true)} {...apiAction('POST /api/time-offs')}>
            {t('timeOffs.add')}
          </Button>
        ) : null}
      </Row>
      {segment === 'history' ? (
        <YearField>
          <Field label={t('timeOffs.year')}>
            <Select
              options={timeOffHistoryYears().map((y) => ({ value: y, label: String(y) }))}
              value={year}
              onChange={(y) => setYear(y ?? year)}
              clearable={false}
            />
          </Field>
        </YearField>
      ) : null}
      {/* Only a list read says it has none: offline, one never read says so and fills in when the connection
          returns; a failed read (a 500) shows no message (spec 02 §8). */}
      {unloadedOffline(timeOffs) ? (
        <p role="status">{t('timeOffs.offline')}</p>
      ) : timeOffs.isPending ? (
        <Spinner size={24} />
      ) : timeOffs.isSuccess ? (
        <>
          <TimeOffList id="pending" title={t('timeOffs.pending')} items={pending} empty={t('timeOffs.noPending')} onDelete={segment === 'upcoming' ? setDeleting : undefined} />
          <TimeOffList id="approved" title={t('timeOffs.approved')} items={approved} empty={t('timeOffs.noApproved')} />
        </>
      ) : null}
      <NewTimeOffDrawer open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('timeOffs.confirmDelete')}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}

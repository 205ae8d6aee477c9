import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { listTimeOffs, listUserProductionRequests, productionRequestKeys, timeOffKeys } from '@groundwork/shared/api';
import {
  addTimecardOnDayLink, approvedTimeOffOn, localDay, requestsByDay, scheduleDayStatus,
  type ProductionRequest, type ScheduleDayStatus, type TimeOff,
} from '@groundwork/shared/domain';
import { apiAction, useCan, useSession } from '@groundwork/shared/session';
import { EmptyState, ListStack, space, Spinner } from '@groundwork/shared/ui';
import { SegmentedControl } from '@groundwork/shared/ui/overlays';
import { TIME_OFF_TYPE_IDS } from '@groundwork/shared/i18n';
import { useAppT } from '../../i18n';
import { longDay, monthLabel, shortDay, weekdayNames, weekLabel } from '../../lib/days';
import { PeriodNav, type PeriodUnit } from '../../lib/PeriodNav';
import { hasTimecard, useRequestDeletion } from '../../lib/requests';
import { STATUS_TEXT, StatusBadge, statusColours } from './DayStatus';
import { READS_TIME_OFFS, scheduleReads } from './first-reads';
import { movePeriod, type ScheduleView } from './schedule-period';
import { ButtonLink, ShiftItem } from './ShiftItem';
import { anyUnloadedOffline } from '@groundwork/shared/query';
import { useQueuedTimecards } from '../offline-queue/useQueuedTimecards';

const VIEWS = ['daily', 'weekly', 'calendar'] as const satisfies readonly ScheduleView[];
const UNIT: Record<ScheduleView, PeriodUnit> = { daily: 'day', weekly: 'week', calendar: 'month' };

const DaySection = styled.section`
  margin-bottom: ${space(4)};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    margin-bottom: ${space(2)};
  }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  &[aria-current='date'] {
    padding-left: ${space(2)};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
  }
`;
const HeaderEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(2)};
`;
/** 'Today' beside the day's name (the day is also aria-current="date"). */
const TodayMark = styled.span`
  margin-left: ${space(2)};
  padding: 0 ${space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  vertical-align: middle;
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${space(1)};
`;
const WeekdayHead = styled.div`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const DayCell = styled.button<{ $status: ScheduleDayStatus; $outside: boolean }>`
  border: 1px solid;
  ${statusColours}
  min-height: ${({ theme }) => theme.touchTarget}px;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  /* A day of the month before or after: a dashed border, its colours kept whole (faded, a red or green day's text fell
     under the contrast a phone in the sun needs; axe, e2e/tests/app-phone.spec.ts). */
  border-style: ${({ $outside }) => ($outside ? 'dashed' : 'solid')};
  cursor: pointer;
  &[aria-current='date'] {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;
const TimeOffNote = styled.p`
  margin: 0 0 ${space(2)};
  padding: ${space(2)} ${space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const OffMark = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  list-style: none;
  padding: 0;
  margin: ${space(3)} 0 0;
`;

interface Day {
  day: string;
  requests: ProductionRequest[];
  status: ScheduleDayStatus;
  /** Approved time off on the day, shown as 'Time off: <type>'. */
  timeOff?: TimeOff;
}

/**
 * /app/my-schedule: the signed-in user's shifts by day, week or month, with the spec's day colours; today marked, and
 * Add Timecard on every day up to today (a future day's timecard would be refused).
 */
export default function MySchedulePage() {
  const t = useAppT();
  const userId = useSession((s) => s.claims?.id ?? 0);
  const today = localDay();
  const [view, setView] = useState<ScheduleView>('daily');
  const [anchor, setAnchor] = useState(today);
  const reads = useMemo(() => scheduleReads(userId, view, anchor), [userId, view, anchor]);
  const { days } = reads;
  const first = days[0] ?? anchor;
  const last = days.at(-1) ?? anchor;
  const schedule = useQuery({
    queryKey: productionRequestKeys.ofUser(userId, reads.shifts),
    queryFn: () => listUserProductionRequests(userId, reads.shifts),
    enabled: userId > 0,
  });
  // The user's approved time off of the period (time_offs.read or .create: a worker's own requests).
  const readsTimeOffs = useCan(...READS_TIME_OFFS);
  const timeOffs = useQuery({
    queryKey: timeOffKeys.list(reads.timeOffs),
    queryFn: () => listTimeOffs(reads.timeOffs),
    enabled: userId > 0 && readsTimeOffs,
  });
  const deletion = useRequestDeletion();
  // Shifts whose timecard waits on the phone (offline, or not taken yet): not offered for a second timecard.
  const { entries: queued } = useQueuedTimecards();
  const waitingShifts = useMemo(
    () => new Set(queued.flatMap((e) => (e.status === 'waiting' && e.body.productionRequestId ? [e.body.productionRequestId] : []))),
    [queued],
  );
  // One of them sent (or refused): read the shifts again, so a sent one shows its timecard, not Add Timecard.
  const queryClient = useQueryClient();
  const waitingKeys = [...waitingShifts].join();
  const seenWaiting = useRef(waitingKeys);
  useEffect(() => {
    if (seenWaiting.current === waitingKeys) return;
    seenWaiting.current = waitingKeys;
    void queryClient.invalidateQueries({ queryKey: productionRequestKeys.all });
  }, [waitingKeys, queryClient]);
  // A period never read, offline: its days are not shown as without shifts; it is read when the connection returns.
  const offline = anyUnloadedOffline(schedule);

  const byDay = useMemo<Day[]>(() => {
    const grouped = requestsByDay(schedule.data ?? []);
    return days.map((day) => {
      const requests = grouped.get(day) ?? [];
      const timeOff = approvedTimeOffOn(timeOffs.data ?? [], day);
      const status = scheduleDayStatus(day, requests.map((r) => ({ hasTimecard: hasTimecard(r), waiting: waitingShifts.has(r.id) })), today);
      return { day, requests, timeOff, status };
    });
  }, [schedule.data, timeOffs.data, days, today, waitingShifts]);

  const timeOffText = (timeOff: TimeOff) => t('schedule.timeOff', { type: t(TIME_OFF_TYPE_IDS[timeOff.type]) });
  const label = view === 'daily' ? longDay(anchor) : view === 'weekly' ? weekLabel(first, last) : monthLabel(anchor);
  const empty = byDay.every((d) => d.requests.length === 0 && !d.timeOff);

  const dayList = (
    <>
      {byDay.map(({ day, requests, status, timeOff }) => (
        <DaySection key={day} aria-label={longDay(day)} data-day={day} data-status={status} aria-current={day === today ? 'date' : undefined}>
          <header>
            <h2>
              {view === 'daily' ? t('schedule.shifts') : shortDay(day)}
              {day === today ? <TodayMark>{t('schedule.today')}</TodayMark> : null}
            </h2>
            <HeaderEnd>
              <StatusBadge $status={status}>{t(STATUS_TEXT[status])}</StatusBadge>
              {/* A timecard for the day, with or without a shift (a shift still waiting for one has its own link). */}
              {day <= today && !requests.some((r) => !hasTimecard(r)) ? (
                <ButtonLink href={`#${addTimecardOnDayLink(day)}`} {...apiAction('POST /api/jobs/:id/productions')} aria-label={t('schedule.addTimecardOn', { day: longDay(day) })}>
                  {t('schedule.addTimecard')}
                </ButtonLink>
              ) : null}
            </HeaderEnd>
          </header>
          {timeOff ? <TimeOffNote>{timeOffText(timeOff)}</TimeOffNote> : null}
          {requests.length > 0 ? (
            <ListStack $gap={2}>
              {requests.map((r) => (
                <ShiftItem key={r.id} request={r} waiting={waitingShifts.has(r.id)} onDelete={deletion.ask} />
              ))}
            </ListStack>
          ) : null}
        </DaySection>
      ))}
    </>
  );

  return (
    <div>
      <SegmentedControl aria-label={t('schedule.view')} options={VIEWS.map((value) => ({ value, label: t(`schedule.view.${value}`) }))} value={view} onChange={setView} />
      <PeriodNav label={label} unit={UNIT[view]} onPrevious={() => setAnchor(movePeriod(view, anchor, -1))} onNext={() => setAnchor(movePeriod(view, anchor, 1))} />
      {offline ? (
        <p role="status">{t('schedule.periodOffline')}</p>
      ) : schedule.isPending ? (
        <Spinner size={24} />
      ) : view === 'calendar' ? (
        <>
          <Grid role="group" aria-label={t('schedule.of', { period: label })}>
            {weekdayNames().map((d) => (
              <WeekdayHead key={d} aria-hidden="true">
                {d}
              </WeekdayHead>
            ))}
            {byDay.map(({ day, status, timeOff }) => (
              <DayCell
                key={day}
                type="button"
                $status={status}
                $outside={day.slice(0, 7) !== anchor.slice(0, 7)}
                data-day={day}
                data-status={status}
                aria-current={day === today ? 'date' : undefined}
                aria-label={t(day === today ? (timeOff ? 'schedule.dayCellTodayTimeOff' : 'schedule.dayCellToday') : timeOff ? 'schedule.dayCellTimeOff' : 'schedule.dayCell', {
                  day: longDay(day),
                  status: t(STATUS_TEXT[status]),
                  timeOff: timeOff ? timeOffText(timeOff) : '',
                })}
                onClick={() => {
                  setView('daily');
                  setAnchor(day);
                }}
              >
                {Number(day.slice(8))}
                {timeOff ? <OffMark aria-hidden="true">{t('schedule.off')}</OffMark> : null}
              </DayCell>
            ))}
          </Grid>
          <Legend aria-label={t('schedule.colours')}>
            {(['none', 'missing', 'waiting', 'submitted', 'upcoming'] as const).map((s) => (
              <li key={s}>
                <StatusBadge $status={s}>{t(STATUS_TEXT[s])}</StatusBadge>
              </li>
            ))}
          </Legend>
        </>
      ) : (
        <>
          {/* No shift in the period: said, and each day up to today still offers Add Timecard. */}
          {empty ? <EmptyState title={t('messages.noSchedule')} showBack={false} /> : null}
          {dayList}
        </>
      )}
      {deletion.dialog}
    </div>
  );
}

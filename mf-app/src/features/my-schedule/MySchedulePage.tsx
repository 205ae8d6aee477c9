import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { listUserProductionRequests, productionRequestKeys } from '@groundwork/shared/api';
import {
  localDay, localIso, MESSAGES, requestsByDay, scheduleDayStatus, type ProductionRequest, type ScheduleDayStatus,
} from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { EmptyState, space, Spinner } from '@groundwork/shared/ui';
import { SegmentedControl } from '@groundwork/shared/ui/overlays';
import { longDay, monthLabel, shortDay, weekLabel } from '../../lib/days';
import { PeriodNav } from '../../lib/PeriodNav';
import { hasTimecard, useRequestDeletion } from '../../lib/requests';
import { STATUS_TEXT, StatusBadge, statusColours } from './DayStatus';
import { movePeriod, periodDays, type ScheduleView } from './schedule-period';
import { ShiftItem } from './ShiftItem';

const VIEWS: { value: ScheduleView; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'calendar', label: 'Calendar' },
];
const UNIT: Record<ScheduleView, string> = { daily: 'day', weekly: 'week', calendar: 'month' };
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const Shifts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;
const DaySection = styled.section`
  margin-bottom: ${space(4)};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    margin-bottom: ${space(2)};
  }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
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
  ${statusColours}
  min-height: ${({ theme }) => theme.touchTarget}px;
  aspect-ratio: 1;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  opacity: ${({ $outside }) => ($outside ? 0.55 : 1)};
  cursor: pointer;
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
}

/** /app/my-schedule: the signed-in user's shifts by day, week or month, with the spec's day colours. */
export default function MySchedulePage() {
  const userId = useSession((s) => s.claims?.id ?? 0);
  const today = localDay();
  const [view, setView] = useState<ScheduleView>('daily');
  const [anchor, setAnchor] = useState(today);
  const days = periodDays(view, anchor);
  const first = days[0] ?? anchor;
  const last = days.at(-1) ?? anchor;
  const query = { startsAt: localIso(first, '00:00'), endsAt: localIso(last, '23:59'), includeSubmitted: true };
  const schedule = useQuery({
    queryKey: productionRequestKeys.ofUser(userId, query),
    queryFn: () => listUserProductionRequests(userId, query),
    enabled: userId > 0,
  });
  const deletion = useRequestDeletion();

  const byDay = useMemo<Day[]>(() => {
    const grouped = requestsByDay(schedule.data ?? []);
    return days.map((day) => {
      const requests = grouped.get(day) ?? [];
      return { day, requests, status: scheduleDayStatus(day, requests.map((r) => ({ hasTimecard: hasTimecard(r) })), today) };
    });
  }, [schedule.data, days.join(), today]); // eslint-disable-line react-hooks/exhaustive-deps -- days is derived from view and anchor

  const label = view === 'daily' ? longDay(anchor) : view === 'weekly' ? weekLabel(first, last) : monthLabel(anchor);
  const onDelete = deletion.allowed ? deletion.ask : undefined;
  const empty = byDay.every((d) => d.requests.length === 0);

  const dayList = (
    <>
      {byDay.map(({ day, requests, status }) => (
        <DaySection key={day} aria-label={longDay(day)} data-day={day} data-status={status}>
          <header>
            <h2>{view === 'daily' ? 'Shifts' : shortDay(day)}</h2>
            <StatusBadge $status={status}>{STATUS_TEXT[status]}</StatusBadge>
          </header>
          {requests.length > 0 ? (
            <Shifts>
              {requests.map((r) => (
                <ShiftItem key={r.id} request={r} onDelete={onDelete} />
              ))}
            </Shifts>
          ) : null}
        </DaySection>
      ))}
    </>
  );

  return (
    <div>
      <SegmentedControl aria-label="View" options={VIEWS} value={view} onChange={setView} />
      <PeriodNav label={label} unit={UNIT[view]} onPrevious={() => setAnchor(movePeriod(view, anchor, -1))} onNext={() => setAnchor(movePeriod(view, anchor, 1))} />
      {schedule.isPending ? (
        <Spinner size={24} />
      ) : view === 'calendar' ? (
        <>
          <Grid role="group" aria-label={`Schedule of ${label}`}>
            {WEEKDAYS.map((d) => (
              <WeekdayHead key={d} aria-hidden="true">
                {d}
              </WeekdayHead>
            ))}
            {byDay.map(({ day, status }) => (
              <DayCell
                key={day}
                type="button"
                $status={status}
                $outside={day.slice(0, 7) !== anchor.slice(0, 7)}
                data-day={day}
                data-status={status}
                aria-label={`${longDay(day)}: ${STATUS_TEXT[status]}`}
                onClick={() => {
                  setView('daily');
                  setAnchor(day);
                }}
              >
                {Number(day.slice(8))}
              </DayCell>
            ))}
          </Grid>
          <Legend aria-label="Colours">
            {(['none', 'missing', 'submitted', 'upcoming'] as const).map((s) => (
              <li key={s}>
                <StatusBadge $status={s}>{STATUS_TEXT[s]}</StatusBadge>
              </li>
            ))}
          </Legend>
        </>
      ) : empty ? (
        <EmptyState title={MESSAGES.noSchedule} showBack={false} />
      ) : (
        dayList
      )}
      {deletion.dialog}
    </div>
  );
}

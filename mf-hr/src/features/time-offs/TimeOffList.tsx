import styled from 'styled-components';
import { timeOffSpan, type TimeOff } from '@groundwork/shared/domain';
import { Button, ListStack, space } from '@groundwork/shared/ui';
import { apiAction } from '@groundwork/shared/session';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(1)} ${space(3)};
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; flex-basis: 100%; }
`;
const Day = styled.strong`
  font-variant-numeric: tabular-nums;
  margin-right: ${space(2)};
`;
const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** 'Mon 2026-12-07' (or 'Mon 2026-12-07 – Wed 2026-12-09' for a stored multi-day request). */
export function timeOffDays(t: Pick<TimeOff, 'startsAt' | 'endsAt'>): string {
  const { first, last } = timeOffSpan(t);
  const label = (day: string) => `${WEEKDAY.format(new Date(`${day}T00:00:00Z`))} ${day}`;
  return first === last ? label(first) : `${label(first)} – ${label(last)}`;
}

export interface TimeOffListProps {
  title: string;
  items: readonly TimeOff[];
  empty: string;
  /** Offered on the user's own pending requests. */
  onDelete?: (t: TimeOff) => void;
}

/** One section of the Time Offs screen (Pending or Approved): a day per request, its type and comments. */
export function TimeOffList({ title, items, empty, onDelete }: TimeOffListProps) {
  const headingId = `time-offs-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <ListStack $gap={2}>
          {items.map((t) => (
            <Item key={t.id} data-time-off={t.id}>
              <span>
                <Day>{timeOffDays(t)}</Day>
                {t.type}
              </span>
              {t.approvedAt ? <span>Approved by {t.approvedByUser?.name ?? 'a manager'}</span> : null}
              {onDelete && !t.approvedAt ? (
                <Button variant="danger" onClick={() => onDelete(t)} aria-label={`Delete ${t.type} on ${timeOffDays(t)}`} {...apiAction('DELETE /api/time-offs/:id')}>
                  Delete
                </Button>
              ) : null}
              {t.comments ? <p>{t.comments}</p> : null}
            </Item>
          ))}
        </ListStack>
      )}
    </section>
  );
}

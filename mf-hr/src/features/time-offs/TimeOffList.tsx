import styled from 'styled-components';
import { timeOffSpan, type TimeOff } from '@groundwork/shared/domain';
import { formatDate, TIME_OFF_TYPE_IDS } from '@groundwork/shared/i18n';
import { Button, ListStack, space } from '@groundwork/shared/ui';
import { apiAction } from '@groundwork/shared/session';
import { useHrT } from '../../i18n';

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

const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', timeZone: 'UTC' };

/**
 * 'Mon 2026-12-07' (or 'Mon 2026-12-07 – Wed 2026-12-09' for a stored multi-day request); 'lun. 2026-12-07' in
 * French (the weekday by Intl).
 */
export function timeOffDays(t: Pick<TimeOff, 'startsAt' | 'endsAt'>): string {
  const { first, last } = timeOffSpan(t);
  const label = (day: string) => `${formatDate(new Date(`${day}T00:00:00Z`), WEEKDAY)} ${day}`;
  return first === last ? label(first) : `${label(first)} – ${label(last)}`;
}

export interface TimeOffListProps {
  /** Names the section's heading id ('pending', 'approved'), whatever the language. */
  id: string;
  title: string;
  items: readonly TimeOff[];
  empty: string;
  /** Offered on the user's own pending requests. */
  onDelete?: (t: TimeOff) => void;
}

/** One section of the Time Offs screen (Pending or Approved): a day per request, its type and comments. */
export function TimeOffList({ id, title, items, empty, onDelete }: TimeOffListProps) {
  const t = useHrT();
  const headingId = `time-offs-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <ListStack $gap={2}>
          {items.map((o) => (
            <Item key={o.id} data-time-off={o.id}>
              <span>
                <Day>{timeOffDays(o)}</Day>
                {t(TIME_OFF_TYPE_IDS[o.type])}
              </span>
              {o.approvedAt ? (
                <span>{o.approvedByUser?.name ? t('timeOffs.approvedBy', { name: o.approvedByUser.name }) : t('timeOffs.approvedByManager')}</span>
              ) : null}
              {onDelete && !o.approvedAt ? (
                <Button
                  variant="danger"
                  onClick={() => onDelete(o)}
                  aria-label={t('timeOffs.deleteLabel', { type: t(TIME_OFF_TYPE_IDS[o.type]), days: timeOffDays(o) })}
                  {...apiAction('DELETE /api/time-offs/:id')}
                >
                  {t('timeOffs.delete')}
                </Button>
              ) : null}
              {o.comments ? <p>{o.comments}</p> : null}
            </Item>
          ))}
        </ListStack>
      )}
    </section>
  );
}

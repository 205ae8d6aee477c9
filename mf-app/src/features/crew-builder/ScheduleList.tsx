import styled from 'styled-components';
import { requestsByDay, type ProductionRequest } from '@groundwork/shared/domain';
import { apiAction } from '@groundwork/shared/session';
import { Button, space } from '@groundwork/shared/ui';
import { useAppT } from '../../i18n';
import { longDay } from '../../lib/days';
import { hasTimecard, ShiftTimesText } from '../../lib/requests';

const Day = styled.section`
  margin-bottom: ${space(4)};
  h2, h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin-bottom: ${space(2)}; }
`;
const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    margin-bottom: ${space(2)};
  }
`;
const Status = styled.span<{ $submitted: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $submitted }) => ($submitted ? theme.colors.success : theme.colors.textMuted)};
`;

export interface ScheduleListProps {
  requests: readonly ProductionRequest[];
  /** Heading level of the days: 2 on the page, 3 inside a drawer. */
  level?: 2 | 3;
  onEdit?: (request: ProductionRequest) => void;
  onDelete?: (request: ProductionRequest) => void;
}

/** A job's shifts by day: who, when, Pending or Submitted; Edit and Delete for a shift without a timecard. */
export function ScheduleList({ requests, level = 2, onEdit, onDelete }: ScheduleListProps) {
  const t = useAppT();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {[...requestsByDay(requests)].map(([day, list]) => (
        <Day key={day} aria-label={longDay(day)} data-day={day}>
          <Heading>{longDay(day)}</Heading>
          <Rows>
            {list.map((r) => {
              const submitted = hasTimecard(r);
              const who = r.user?.name ?? t('crew.employee', { id: r.userId });
              return (
                <li key={r.id} data-testid="crew-shift">
                  <span>
                    <strong>{who}</strong> <ShiftTimesText request={r} />
                    <Status $submitted={submitted}>{t(submitted ? 'crew.status.submitted' : 'crew.status.pending')}</Status>
                  </span>
                  {submitted ? null : (
                    <span>
                      {onEdit ? (
                        <Button size="sm" onClick={() => onEdit(r)} aria-label={t('crew.editShiftOf', { name: who })} {...apiAction('PATCH /api/jobs/production-requests/:id')}>
                          {t('crew.edit')}
                        </Button>
                      ) : null}{' '}
                      {onDelete ? (
                        <Button size="sm" variant="secondary" onClick={() => onDelete(r)} aria-label={t('crew.deleteShiftOf', { name: who })} {...apiAction('DELETE /api/jobs/production-requests/:id')}>
                          {t('crew.delete')}
                        </Button>
                      ) : null}
                    </span>
                  )}
                </li>
              );
            })}
          </Rows>
        </Day>
      ))}
    </>
  );
}

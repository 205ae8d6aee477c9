import styled from 'styled-components';
import { addTimecardLink, type ProductionRequest } from '@groundwork/shared/domain';
import { Button, space } from '@groundwork/shared/ui';
import { apiAction } from '@groundwork/shared/session';
import { hasTimecard, ShiftTimesText } from '../../lib/requests';
import { useAppT } from '../../i18n';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p { margin: 0; }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Actions = styled.div`
  display: flex;
  gap: ${space(2)};
  align-items: center;
`;
/** A link that looks like the primary button (Add Timecard opens the form's own page). */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget}px;
  padding: 0 ${space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.primaryText}; background: ${({ theme }) => theme.colors.primaryHover}; }
`;
const Check = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Waiting = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * One of the user's shifts: job, times, who scheduled it. With a timecard: a green check and no Delete; with its
 * timecard kept on the phone, not sent yet: 'Waiting to send' (no second timecard, no Delete); without one: Add
 * Timecard (the form with the shift's details) and Delete.
 */
export function ShiftItem({ request, waiting = false, onDelete }: { request: ProductionRequest; waiting?: boolean; onDelete: (request: ProductionRequest) => void }) {
  const t = useAppT();
  const submitted = hasTimecard(request);
  const job = request.job?.name ?? t('shift.job', { id: request.jobId });
  return (
    <Item data-testid="shift">
      <div>
        <p>
          <strong>{job}</strong>
          {request.job?.description ? ` · ${request.job.description}` : null}
        </p>
        <p>
          <ShiftTimesText request={request} />
        </p>
        {request.requestedBy ? <Muted>{t('shift.scheduledBy', { name: request.requestedBy.name })}</Muted> : null}
      </div>
      <Actions>
        {submitted ? (
          <Check role="img" aria-label={t('shift.timecardSubmitted')}>
            <span aria-hidden="true">✔</span> {t('shift.submitted')}
          </Check>
        ) : waiting ? (
          <Waiting>{t('messages.waitingToSend')}</Waiting>
        ) : (
          <>
            <ButtonLink href={`#${addTimecardLink(request)}`} {...apiAction('POST /api/jobs/:id/productions')}>{t('schedule.addTimecard')}</ButtonLink>
            <Button variant="secondary" onClick={() => onDelete(request)} aria-label={t('shift.deleteLabel', { job })} {...apiAction('DELETE /api/jobs/production-requests/:id')}>
              {t('shift.delete')}
            </Button>
          </>
        )}
      </Actions>
    </Item>
  );
}

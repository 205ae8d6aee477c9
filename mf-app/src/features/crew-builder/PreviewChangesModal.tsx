import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { createProductionRequestBatch, failureText, matchProductionRequest, productionRequestKeys } from '@groundwork/shared/api';
import { crewShifts, dayOf, type ScheduleConflict } from '@groundwork/shared/domain';
import { Banner, Button, notify, space, Spinner } from '@groundwork/shared/ui';
import { Modal } from '@groundwork/shared/ui/overlays';
import { unloadedOffline } from '@groundwork/shared/query';
import { useAppT } from '../../i18n';
import { shortDay } from '../../lib/days';
import { ShiftTimesText } from '../../lib/requests';
import type { CrewBuildChoice } from './BuildCrewDrawer';

/** How many shifts are checked at the same time (the server's _match answers each). */
const CHECKS_AT_ONCE = 4;

const List = styled.ul`
  list-style: none;
  margin: ${space(3)} 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space(1)} ${space(2)};
    padding: ${space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li[data-conflict] { color: ${({ theme }) => theme.colors.error}; }
  small { flex-basis: 100%; }
`;

/** Each shift's conflict (null: none), checked a few at a time in the order given. */
async function checkAll<T>(items: readonly T[], check: (item: T) => Promise<ScheduleConflict | null>): Promise<(ScheduleConflict | null)[]> {
  const results: (ScheduleConflict | null)[] = new Array(items.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await check(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHECKS_AT_ONCE, items.length) }, worker));
  return results;
}

export interface PreviewChangesModalProps {
  choice: CrewBuildChoice | null;
  onClose: () => void;
  /** After the batch was sent. */
  onSubmitted: () => void;
}

/**
 * Preview Changes: every shift of the crew build with its conflict (another shift of the employee, approved time
 * off, an employee who cannot be scheduled), 'There are {n} conflicts. Conflicted requests will be ignored once
 * submitted.', then Submit sends the others in one batch ('Requests has been submitted.', with how many the server
 * scheduled when a change since the preview conflicted).
 */
export function PreviewChangesModal({ choice, onClose, onSubmitted }: PreviewChangesModalProps) {
  const t = useAppT();
  const queryClient = useQueryClient();
  const jobId = choice?.build.jobId ?? 0;
  const shifts = choice ? crewShifts(choice.build) : [];
  const checks = useQuery({
    queryKey: ['crew-preview', choice?.build],
    queryFn: () => checkAll(shifts, (s) => matchProductionRequest({ ...s, jobId })),
    enabled: choice !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const conflicts = checks.data ?? [];
  const valid = shifts.filter((_, i) => !conflicts[i]);
  const conflictCount = shifts.length - valid.length;
  const submit = useMutation({
    mutationFn: () => createProductionRequestBatch(jobId, valid),
    onSuccess: async (answer) => {
      // A shift scheduled or a time off approved since the preview makes the server set aside a shift: say how many.
      if (answer.conflicts > 0) {
        notify.warning(t('crew.submitted'), t('crew.submittedPartly', { created: answer.created, total: answer.items.length, conflicts: answer.conflicts }));
      } else {
        notify.success(t('ui.success'), t('crew.submitted'));
      }
      await queryClient.invalidateQueries({ queryKey: productionRequestKeys.all });
      onSubmitted();
    },
    onError: (error) => notify.error(t('messages.errorTitle'), failureText(error)),
  });
  const name = (userId: number) => choice?.names.get(userId) ?? t('crew.employee', { id: userId });

  return (
    <Modal
      open={choice !== null}
      onClose={onClose}
      title={t('crew.previewChanges')}
      width="640px"
      footer={
        <>
          <Button onClick={onClose}>{t('crew.cancel')}</Button>
          <Button variant="primary" onClick={() => submit.mutate()} loading={submit.isPending} disabled={!checks.isSuccess || valid.length === 0}>
            {t('crew.submit')}
          </Button>
        </>
      }
    >
      {/* Offline the checks wait (paused) for the connection, and run when it returns: say so, not a spinner. */}
      {unloadedOffline(checks) ? (
        <Banner tone="warning" title={t('crew.checksOffline')} />
      ) : checks.isPending ? (
        <Spinner size={24} />
      ) : checks.isError ? (
        <Banner tone="error" title={t('crew.somethingWentWrong')} text={failureText(checks.error)} />
      ) : (
        <>
          <p>{t('crew.willBeScheduled', { job: choice?.jobName ?? '', valid: valid.length, total: shifts.length })}</p>
          {conflictCount > 0 ? <Banner tone="warning" title={t('crew.conflicts', { count: conflictCount })} /> : null}
          <List aria-label={t('crew.shifts')}>
            {shifts.map((s, i) => {
              const conflict = conflicts[i];
              return (
                <li key={`${s.userId}-${s.requestAt}`} data-conflict={conflict ? true : undefined}>
                  <strong>{name(s.userId)}</strong>
                  <span>
                    {shortDay(dayOf(s.requestAt))} <ShiftTimesText request={s} />
                  </span>
                  {conflict ? <small>{t('crew.conflict', { message: conflict.message })}</small> : null}
                </li>
              );
            })}
          </List>
        </>
      )}
    </Modal>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { batchSucceeded, failureText, productionKeys } from '@groundwork/shared/api';
import { CONSTANTS, localDay, type Production, type RecordBatchItem, type RecordBatchResult } from '@groundwork/shared/domain';
import { Banner, notify } from '@groundwork/shared/ui';
import { useReportsT } from '../i18n';

export type BatchFailure = Extract<RecordBatchItem, { ok: false }>;

/**
 * Sends the ids in requests of at most CONSTANTS.recordBatchMax (the server's limit; each request is one
 * transaction) and joins the answers.
 */
export async function sendInChunks(ids: readonly number[], send: (chunk: number[]) => Promise<RecordBatchResult>): Promise<RecordBatchResult> {
  const joined: RecordBatchResult = { updated: 0, results: [] };
  for (let i = 0; i < ids.length; i += CONSTANTS.recordBatchMax) {
    const answer = await send(ids.slice(i, i + CONSTANTS.recordBatchMax));
    joined.updated += answer.updated;
    joined.results.push(...answer.results);
  }
  return joined;
}

/**
 * A batch write of selected records (approval, invoice status): sends the ids, refreshes the records, and says
 * 'Records has been updated!' when every row was saved, or warns 'Some records failed to update!' and keeps the
 * refused rows with the server's reason each, for the screen to list. A failed request notifies the server's
 * refusal or 'Something went wrong!'.
 */
export function useBatchUpdate(send: (ids: number[]) => Promise<RecordBatchResult>, onSaved?: (answer: RecordBatchResult) => void) {
  const t = useReportsT();
  const queryClient = useQueryClient();
  const [failures, setFailures] = useState<BatchFailure[]>([]);
  const mutation = useMutation({
    mutationFn: (ids: number[]) => sendInChunks(ids, send),
    onMutate: () => setFailures([]),
    onSuccess: async (answer) => {
      setFailures(answer.results.filter((r): r is BatchFailure => !r.ok));
      if (batchSucceeded(answer)) notify.success(t('common.success'), t('common.recordsUpdated'));
      else notify.warning(t('common.warning'), t('common.someRecordsFailed'));
      onSaved?.(answer);
      await queryClient.invalidateQueries({ queryKey: productionKeys.all });
    },
    onError: (error) => notify.error(t('common.error'), failureText(error)),
  });
  return {
    run: (ids: number[]) => mutation.mutateAsync(ids).catch(() => undefined),
    busy: mutation.isPending,
    failures,
    clearFailures: () => setFailures([]),
  };
}

const FailureList = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
`;

/** 'Dana Reyes, 2026-03-03': a record as a failure list names it (`unnamed` for a record without its employee). */
export const recordLabel = (p: Production, unnamed: string) => `${p.user?.name ?? unnamed}, ${localDay(new Date(p.producedAt))}`;

/**
 * 'Some records failed to update!' with the rows a batch write refused, each with the server's reason (shown until the
 * next batch; also inside the drawer, where the notification region is behind the dialog for assistive technology).
 */
export function BatchFailures({ failures, records }: { failures: readonly BatchFailure[]; records: readonly Production[] }) {
  const t = useReportsT();
  if (failures.length === 0) return null;
  const byId = new Map(records.map((r) => [r.id, r]));
  return (
    <Banner
      tone="warning"
      title={t('common.someRecordsFailed')}
      text={
        <FailureList>
          {failures.map((f) => {
            const record = byId.get(f.id);
            return (
              <li key={f.id}>
                {`${record ? recordLabel(record, t('common.employee')) : `#${f.id}`}${t('timeRecord.colon')} ${f.message}`}
              </li>
            );
          })}
        </FailureList>
      }
    />
  );
}

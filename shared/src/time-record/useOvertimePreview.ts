import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { previewOvertime, productionKeys } from '@groundwork/shared/api';
import type { OvertimeSplit } from '@groundwork/shared/domain';
import type { OvertimePreviewInput } from '@groundwork/shared/validation';

/** How long a draft must stay unchanged before it is sent: typing does not send a request per key. */
export const OVERTIME_PREVIEW_DELAY_MS = 400;

/**
 * The overtime split of a time record's draft within its employee's week (POST /api/jobs/productions/_overtime-preview),
 * asked once the draft has stayed the same for OVERTIME_PREVIEW_DELAY_MS; undefined while none is known (no draft,
 * waiting, offline or refused: the preview then just says nothing of overtime).
 */
export function useOvertimePreview(draft: OvertimePreviewInput | null): OvertimeSplit | undefined {
  const [settled, setSettled] = useState<OvertimePreviewInput | null>(null);
  const key = JSON.stringify(draft);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(draft), OVERTIME_PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // Keyed by the draft's content: a caller builds a new draft object on each render.
  }, [key]);
  // The answer for the draft as it is now, never one for an earlier draft.
  const current = settled !== null && JSON.stringify(settled) === key;
  const split = useQuery({
    queryKey: productionKeys.overtimePreview(settled!),
    queryFn: () => previewOvertime(settled!),
    enabled: current,
  });
  return current ? split.data : undefined;
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { previewOvertime, productionKeys } from '@groundwork/shared/api';
import type { CostCode, OvertimeSplit, SplitPart } from '@groundwork/shared/domain';
import type { OvertimePreviewInput } from '@groundwork/shared/validation';
import { buildBody, isLeaveOfAbsence, overtimeDraft, type TimeRecordValues } from './form-model';

/** How long a draft must stay unchanged before it is sent: typing does not send a request per key. */
const OVERTIME_PREVIEW_DELAY_MS = 400;

/**
 * The overtime split of a time record's draft within its employee's week (POST /api/jobs/productions/_overtime-preview),
 * asked once the draft has stayed the same for OVERTIME_PREVIEW_DELAY_MS; undefined while none is known (no draft,
 * waiting, offline or refused: the screens then just say nothing of it).
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

export interface OvertimeWordsOptions {
  values: TimeRecordValues;
  /** The job's cost codes (a leave of absence code takes no times). */
  costCodes: readonly Pick<CostCode, 'id' | 'isLOA'>[];
  /** The record edited (its draft replaces it in the week), null when adding. */
  recordId: number | null;
  /** The saved record's parts (its single read), said until the draft's are known. */
  saved: readonly SplitPart[] | undefined;
  /** A read-only record asks nothing: its saved parts stand. */
  readOnly: boolean;
}

/** The parts the form says under the hours (TimeRecordFields): the valid draft's, as the server splits it, else the saved record's. */
export function useOvertimeWords({ values, costCodes, recordId, saved, readOnly }: OvertimeWordsOptions): readonly SplitPart[] | undefined {
  const built = readOnly ? null : buildBody(values, { leaveOfAbsence: isLeaveOfAbsence(costCodes, values.costCodeId) });
  const split = useOvertimePreview(built?.ok ? overtimeDraft(built.body, recordId) : null);
  return split?.parts ?? saved;
}

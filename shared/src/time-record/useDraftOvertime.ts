import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { previewOvertime, productionKeys } from '@groundwork/shared/api';
import type { CostCode, OvertimeSplit } from '@groundwork/shared/domain';
import type { OvertimePreviewInput } from '@groundwork/shared/validation';
import { buildBody, isLeaveOfAbsence, overtimeDraft, type TimeRecordValues } from './form-model';

/** How long a draft must stay unchanged before it is sent: typing does not send a request per key. */
const OVERTIME_PREVIEW_DELAY_MS = 400;

/**
 * The overtime split of a time record's draft within its employee's week (POST /api/jobs/productions/_overtime-preview),
 * asked once the draft has stayed the same for OVERTIME_PREVIEW_DELAY_MS; undefined while none is known (no draft,
 * waiting, offline or refused: the screens then just say nothing of it).
 */
function useOvertimePreview(draft: OvertimePreviewInput | null): OvertimeSplit | undefined {
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

export interface DraftOvertimeOptions {
  values: TimeRecordValues;
  /** The job's cost codes (a leave of absence code takes no times). */
  costCodes: readonly Pick<CostCode, 'id' | 'isLOA'>[];
  /** The record edited (its draft replaces it in the week), null when adding. */
  recordId: number | null;
  /** A read-only record asks nothing: its saved split stands. */
  readOnly: boolean;
}

/**
 * The overtime split of the form's values as the server splits them in the employee's week, once they make a valid
 * time record (the forms word its parts under the hours, the field app's preview says its premium hours).
 */
export function useDraftOvertime({ values, costCodes, recordId, readOnly }: DraftOvertimeOptions): OvertimeSplit | undefined {
  const built = readOnly ? null : buildBody(values, { leaveOfAbsence: isLeaveOfAbsence(costCodes, values.costCodeId) });
  return useOvertimePreview(built?.ok ? overtimeDraft(built.body, recordId) : null);
}

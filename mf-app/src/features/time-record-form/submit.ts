/**
 * Submitting a timecard from the field app: online it is sent at once with its Idempotency-Key; without a connection
 * it goes into the phone's queue with that same key, to be sent when the connection returns; when the server does
 * not take it (an error, a timeout, an answer that did not come) it is queued too and sent again shortly
 * (`queueSync.later`). A refusal (4xx) is thrown to the form, which shows it.
 */
import { findOverlappingTimecard } from '@groundwork/shared/api';
import type { Production } from '@groundwork/shared/domain';
import { i18n } from '@groundwork/shared/i18n';
import type { TimeRecordValues } from '@groundwork/shared/time-record';
import type { TimeRecordInput } from '@groundwork/shared/validation';
import { outcomeOf, queueSync, sendTimecard, timecardQueue } from '../offline-queue/sync';

/** A timecard of the employee overlaps the record's times (found by _match before saving). */
export class OverlapError extends Error {}

export interface Submission {
  key: string;
  owner: { userId: number; companyId: number };
  recordId: number | null;
  body: TimeRecordInput;
  values: TimeRecordValues;
}

/** Saved, or queued on the phone: `offline`, for want of a connection; else the server did not take it just now. */
export type SubmitResult = { queued: false; saved: Production } | { queued: true; offline: boolean };

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export async function submitTimecard(s: Submission): Promise<SubmitResult> {
  const queue = async (): Promise<SubmitResult> => {
    await timecardQueue.add({ key: s.key, ...s.owner, recordId: s.recordId, body: s.body, values: s.values });
    const offline = isOffline();
    if (!offline) queueSync.later();
    return { queued: true, offline };
  };
  if (isOffline()) return queue();
  const { body } = s;
  if (body.producedEndsAt) {
    try {
      const conflict = await findOverlappingTimecard({ id: s.recordId, userId: body.userId, producedAt: body.producedAt, producedEndsAt: body.producedEndsAt });
      if (conflict) throw new OverlapError(i18n._(body.userId === s.owner.userId ? 'form.overlapYou' : 'form.overlapEmployee'));
    } catch (error) {
      if (error instanceof OverlapError || outcomeOf(error).kind === 'refused') throw error;
      return queue();
    }
  }
  try {
    return { queued: false, saved: await sendTimecard(s) };
  } catch (error) {
    if (outcomeOf(error).kind === 'retry') return queue();
    throw error;
  }
}

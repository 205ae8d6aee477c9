/**
 * Sending the queue: when the field app loads (also after the browser was closed and reopened), when the connection
 * returns (`online`), and after each queued submission. Only the signed-in user's entries are sent.
 */
import { apiErrorBody, apiStatus, createProduction, updateProduction } from '@groundwork/shared/api';
import type { Production } from '@groundwork/shared/domain';
import { i18n } from '@groundwork/shared/i18n';
import { useSession } from '@groundwork/shared/session';
import { notify } from '@groundwork/shared/ui';
import { appCatalogueReady } from '../../i18n';
import { queueCatalogueReady } from './catalogue';
import { TimecardQueue, type FlushResult, type QueuedTimecard, type SendOutcome } from './queue';

/** The phone's one queue. */
export const timecardQueue = new TimecardQueue();

/**
 * How a failed attempt ends: no answer, a server error, a timeout, throttling or an ended session leave the entry
 * waiting (it is sent again later, with the same key); any other 4xx is the server refusing it, with its message (in
 * the user's language; a refusal without one says so in the page's).
 */
export function outcomeOf(error: unknown): SendOutcome {
  const status = apiStatus(error);
  if (status === null || status >= 500 || status === 401 || status === 408 || status === 429) return { kind: 'retry' };
  const body = apiErrorBody(error);
  const refusal = { message: body?.message || i18n._('messages.somethingWentWrongBang'), ...(body?.errors ? { errors: body.errors } : {}) };
  return { kind: 'refused', refusal };
}

/** Sends a timecard (new, or the edit of `recordId`) with its submission's Idempotency-Key. */
export function sendTimecard(entry: Pick<QueuedTimecard, 'key' | 'recordId' | 'body'>): Promise<Production> {
  const options = { idempotencyKey: entry.key };
  return entry.recordId === null ? createProduction(entry.body, options) : updateProduction(entry.recordId, entry.body, options);
}

/** One attempt to send a queued entry. */
export async function sendQueued(entry: QueuedTimecard): Promise<SendOutcome> {
  try {
    await sendTimecard(entry);
    return { kind: 'sent' };
  } catch (error) {
    return outcomeOf(error);
  }
}

/** Sends the signed-in user's waiting timecards; says so when some were sent or refused. */
export async function flushQueue(): Promise<FlushResult | null> {
  const claims = useSession.getState().claims;
  if (!claims) return null;
  const result = await timecardQueue.flush(claims.id, claims.companyId, sendQueued);
  if (result.sent.length === 0 && result.refused.length === 0) return result;
  // Said in the page's language: the queue may be sent as the app loads, before its messages are ready (the plural of
  // the sent ones loads only now).
  await Promise.all([appCatalogueReady, result.sent.length > 0 ? queueCatalogueReady() : null]).catch(() => undefined);
  if (result.sent.length > 0) notify.success(i18n._('form.success'), i18n._('queue.sent', { count: result.sent.length }));
  for (const refused of result.refused) notify.error(i18n._('queue.refused'), refused.refusal?.message ?? i18n._('form.somethingWentWrong'));
  return result;
}

let started = false;

/** Sends the queue now and whenever the connection returns (once per page). */
export function startQueueSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void flushQueue().catch(() => undefined));
  void flushQueue().catch(() => undefined);
}

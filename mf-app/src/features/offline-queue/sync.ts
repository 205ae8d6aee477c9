/**
 * Sending the queue: when the field app loads (also after the browser was closed and reopened), when the connection
 * returns (`online`), and, while entries wait with the connection up (the server did not take them: an error, a
 * timeout, an answer that did not come), again after a wait that doubles from 15 s to 5 minutes. Only the signed-in
 * user's entries are sent.
 */
import { apiErrorBody, apiStatus, createProduction, updateProduction } from '@groundwork/shared/api';
import type { Production } from '@groundwork/shared/domain';
import { formatNumber, i18n } from '@groundwork/shared/i18n';
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

/**
 * What Log Out says of the signed-in user's timecards still on the phone, in the page's language: how many wait to be
 * sent, and how many the server refused (to fix or discard in My Records); null when there are none. They stay in the
 * queue for that user whatever the answer.
 */
export async function queuedAtSignOut(): Promise<string | null> {
  const claims = useSession.getState().claims;
  if (!claims) return null;
  const entries = await timecardQueue.list(claims.id, claims.companyId);
  const waiting = entries.filter((e) => e.status === 'waiting').length;
  const refused = entries.length - waiting;
  if (entries.length === 0) return null;
  // The app's own catalogue (no plural): ready since the app loaded, so it is said offline too.
  await appCatalogueReady;
  return [
    waiting > 0 ? i18n._('queue.waitingAtSignOut', { count: formatNumber(waiting) }) : null,
    refused > 0 ? i18n._('queue.refusedAtSignOut', { count: formatNumber(refused) }) : null,
  ].filter(Boolean).join(' ');
}

export interface RetryingSync {
  /** Sends now; if entries are left waiting with the connection up, sends again after the current wait. */
  now(): Promise<void>;
  /** Sends after the current wait (a submission the server did not take just now). */
  later(): void;
}

/**
 * `flush` now and, while it leaves entries waiting with the connection up, again after a wait that starts at
 * `firstMs` and doubles up to `lastMs` (back to `firstMs` once nothing waits). Offline it waits for `online`.
 */
export function retryingSync(
  flush: () => Promise<FlushResult | null>,
  { firstMs = 15_000, lastMs = 300_000, isOnline = () => navigator.onLine !== false } = {},
): RetryingSync {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = firstMs;
  const sync: RetryingSync = {
    async now() {
      clearTimeout(timer);
      const result = await flush().catch(() => null);
      if (result === null || result.waiting === 0) wait = firstMs;
      else if (isOnline()) sync.later();
    },
    later() {
      clearTimeout(timer);
      timer = setTimeout(() => void sync.now(), wait);
      wait = Math.min(wait * 2, lastMs);
    },
  };
  return sync;
}

/** The page's one sync of the queue. */
export const queueSync = retryingSync(flushQueue);

let started = false;

/** Sends the queue now, whenever the connection returns, and again while entries wait (once per page). */
export function startQueueSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void queueSync.now());
  void queueSync.now();
}

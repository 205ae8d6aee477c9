import 'fake-indexeddb/auto';
import { ApiError } from '@groundwork/shared/api';
import { activateLanguage } from '@groundwork/shared/i18n';
import { EMPTY_VALUES } from '@groundwork/shared/time-record';
import type { TimeRecordInput } from '@groundwork/shared/validation';
import { TimecardQueue, type QueuedTimecard, type SendOutcome } from './queue';
import { outcomeOf, retryingSync } from './sync';

let dbCounter = 0;
const freshQueue = () => new TimecardQueue(`queue-test-${(dbCounter += 1)}`);

const body = (hours: number): TimeRecordInput =>
  ({ type: 'Time Record', jobId: 3, costCodeId: 9, userId: 5, workTypeId: 2, producedAt: '2025-03-04T07:00:00Z', quantity: hours }) as TimeRecordInput;

const entry = (key: string, over: Partial<QueuedTimecard> = {}) => ({
  key, userId: 5, companyId: 1, recordId: null, body: body(8), values: EMPTY_VALUES, ...over,
});

/** The API client's error: the server answered `status` with `data`, or (null) no answer. */
const httpError = (status: number | null, data?: unknown) => new ApiError(status, data);

describe('the offline timecard queue', () => {
  it('keeps a submission across page loads (a new queue on the same database) until it is sent', async () => {
    const name = `queue-test-persist-${(dbCounter += 1)}`;
    await new TimecardQueue(name).add(entry('key-aaaaaaaa', { queuedAt: '2025-03-04T08:00:00Z' }));
    const reopened = new TimecardQueue(name);
    const listed = await reopened.list(5, 1);
    expect(listed.map((e) => [e.key, e.status])).toEqual([['key-aaaaaaaa', 'waiting']]);

    const sent: string[] = [];
    const result = await reopened.flush(5, 1, async (e) => {
      sent.push(e.key);
      return { kind: 'sent' };
    });
    expect(result.sent.map((e) => e.key)).toEqual(['key-aaaaaaaa']);
    expect(sent).toEqual(['key-aaaaaaaa']);
    expect(await reopened.list(5, 1)).toEqual([]);
  });

  it('sends oldest first with each entry its own key, and stops at a failed connection leaving the rest waiting', async () => {
    const queue = freshQueue();
    await queue.add(entry('key-second', { queuedAt: '2025-03-04T09:00:00Z' }));
    await queue.add(entry('key-first1', { queuedAt: '2025-03-04T08:00:00Z' }));
    await queue.add(entry('key-third1', { queuedAt: '2025-03-04T10:00:00Z' }));
    const attempts: string[] = [];
    const result = await queue.flush(5, 1, async (e) => {
      attempts.push(e.key);
      return e.key === 'key-second' ? { kind: 'retry' } : { kind: 'sent' };
    });
    expect(attempts).toEqual(['key-first1', 'key-second']);
    expect(result).toMatchObject({ waiting: 2, refused: [] });
    expect((await queue.list(5, 1)).map((e) => [e.key, e.status])).toEqual([['key-second', 'waiting'], ['key-third1', 'waiting']]);
  });

  it('keeps a refused submission with the server message instead of dropping it, and does not send it again', async () => {
    const queue = freshQueue();
    await queue.add(entry('key-refused'));
    const refusal = { message: 'You already have a timecard for the same period.' };
    const first = await queue.flush(5, 1, async () => ({ kind: 'refused', refusal }));
    expect(first.refused.map((e) => e.refusal)).toEqual([refusal]);
    const [kept] = await queue.list(5, 1);
    expect(kept).toMatchObject({ key: 'key-refused', status: 'refused', refusal });

    const send = jest.fn(async (): Promise<SendOutcome> => ({ kind: 'sent' }));
    await queue.flush(5, 1, send);
    expect(send).not.toHaveBeenCalled();
    await queue.remove('key-refused');
    expect(await queue.list(5, 1)).toEqual([]);
  });

  it("sends only the signed-in user's entries of their company", async () => {
    const queue = freshQueue();
    await queue.add(entry('key-mine-11'));
    await queue.add(entry('key-other-1', { userId: 6 }));
    await queue.add(entry('key-other-c', { companyId: 2 }));
    const attempts: string[] = [];
    await queue.flush(5, 1, async (e) => {
      attempts.push(e.key);
      return { kind: 'sent' };
    });
    expect(attempts).toEqual(['key-mine-11']);
    expect((await queue.list(6, 1)).map((e) => e.key)).toEqual(['key-other-1']);
  });

  it('sends each entry once when flushes overlap (app start and the online event together)', async () => {
    const queue = freshQueue();
    await queue.add(entry('key-once-01'));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const attempts: string[] = [];
    const send = async (e: QueuedTimecard): Promise<SendOutcome> => {
      attempts.push(e.key);
      await gate;
      return { kind: 'sent' };
    };
    const a = queue.flush(5, 1, send);
    const b = queue.flush(5, 1, send);
    release();
    await Promise.all([a, b]);
    expect(attempts).toEqual(['key-once-01']);
  });

  it('does not send an entry held for correction, waits for a send under way before holding, and sends it once released', async () => {
    const queue = freshQueue();
    await queue.add(entry('key-held-01', { queuedAt: '2025-03-04T08:00:00Z' }));
    await queue.add(entry('key-free-01', { queuedAt: '2025-03-04T09:00:00Z' }));
    // A send under way: holding waits for it, and finds the entry gone (sent), nothing left to correct.
    let release!: () => void;
    let started!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const onItsWay = new Promise<void>((resolve) => (started = resolve));
    const sending = queue.flush(5, 1, async (e) => {
      if (e.key === 'key-held-01') {
        started();
        await gate;
      }
      return { kind: 'sent' };
    });
    await onItsWay;
    const held = queue.hold('key-held-01');
    release();
    await sending;
    expect(await held).toBeUndefined();
    queue.release('key-held-01');

    await queue.add(entry('key-held-02'));
    expect(await queue.hold('key-held-02')).toMatchObject({ key: 'key-held-02', status: 'waiting' });
    const attempts: string[] = [];
    const send = async (e: QueuedTimecard): Promise<SendOutcome> => {
      attempts.push(e.key);
      return { kind: 'sent' };
    };
    await queue.flush(5, 1, send);
    expect(attempts).toEqual([]);
    expect((await queue.list(5, 1)).map((e) => e.key)).toEqual(['key-held-02']);
    queue.release('key-held-02');
    await queue.flush(5, 1, send);
    expect(attempts).toEqual(['key-held-02']);
  });

  it('does not send an entry discarded while an earlier one was being sent', async () => {
    const queue = freshQueue();
    await queue.add(entry('key-slow-01', { queuedAt: '2025-03-04T08:00:00Z' }));
    await queue.add(entry('key-gone-01', { queuedAt: '2025-03-04T09:00:00Z' }));
    let release!: () => void;
    let started!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const onItsWay = new Promise<void>((resolve) => (started = resolve));
    const attempts: string[] = [];
    const sending = queue.flush(5, 1, async (e) => {
      attempts.push(e.key);
      started();
      await gate;
      return { kind: 'sent' };
    });
    await onItsWay;
    // Discarded (held, removed, released) while the first is on its way: the flush had already listed it.
    expect(await queue.hold('key-gone-01')).toBeDefined();
    await queue.remove('key-gone-01');
    queue.release('key-gone-01');
    release();
    await sending;
    expect(attempts).toEqual(['key-slow-01']);
  });

  it('tells listeners about every change', async () => {
    const queue = freshQueue();
    const listener = jest.fn();
    const unsubscribe = queue.subscribe(listener);
    await queue.add(entry('key-listen1'));
    await queue.flush(5, 1, async () => ({ kind: 'sent' }));
    unsubscribe();
    await queue.add(entry('key-listen2'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('how a failed send ends', () => {
  it('waits for the connection on no answer, server errors, timeouts, throttling and an ended session', () => {
    for (const status of [null, 500, 502, 503, 408, 429, 401]) expect(outcomeOf(httpError(status))).toEqual({ kind: 'retry' });
  });

  it("is refused with the server's message and field messages on any other 4xx", () => {
    const data = { statusCode: 400, message: 'Validation failed', errors: { costCodeId: 'This field is required.' } };
    expect(outcomeOf(httpError(400, data))).toEqual({ kind: 'refused', refusal: { message: 'Validation failed', errors: data.errors } });
    expect(outcomeOf(httpError(409, { statusCode: 409, message: 'You already have a timecard for the same period.' }))).toEqual({
      kind: 'refused', refusal: { message: 'You already have a timecard for the same period.' },
    });
    expect(outcomeOf(httpError(403, ''))).toEqual({ kind: 'refused', refusal: { message: 'Something went wrong!' } });
  });

  it("says a refusal without a message in the page's language", async () => {
    await activateLanguage('fr');
    try {
      expect(outcomeOf(httpError(403, ''))).toEqual({ kind: 'refused', refusal: { message: "Une erreur s'est produite!" } });
    } finally {
      await activateLanguage('en');
    }
  });
});

describe('sending again while the connection is up', () => {
  afterEach(() => jest.useRealTimers());

  /** A flush leaving `waiting[i]` entries on its i-th call (nothing after the list's end). */
  const flushes = (...waiting: number[]) => {
    let calls = 0;
    return jest.fn(async () => ({ sent: [], refused: [], waiting: waiting[calls++] ?? 0 }));
  };

  it('tries again after 15 s, then 30 s, 60 s... while entries wait, and stops once none does', async () => {
    jest.useFakeTimers();
    const flush = flushes(1, 1, 1);
    const sync = retryingSync(flush, { isOnline: () => true });
    await sync.now();
    expect(flush).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(14_999);
    expect(flush).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(flush).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(flush).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(flush).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(600_000);
    expect(flush).toHaveBeenCalledTimes(4);
  });

  it('waits at most 5 minutes between tries, and offline leaves the sending to the online event', async () => {
    jest.useFakeTimers();
    const flush = flushes(...Array.from({ length: 10 }, () => 1));
    const sync = retryingSync(flush, { isOnline: () => true });
    await sync.now();
    await jest.advanceTimersByTimeAsync(15_000 + 30_000 + 60_000 + 120_000 + 240_000);
    expect(flush).toHaveBeenCalledTimes(6);
    await jest.advanceTimersByTimeAsync(300_000);
    expect(flush).toHaveBeenCalledTimes(7);

    const offline = flushes(1);
    await retryingSync(offline, { isOnline: () => false }).now();
    await jest.advanceTimersByTimeAsync(3_600_000);
    expect(offline).toHaveBeenCalledTimes(1);
  });

  it('sends a submission the server did not take after the first wait', async () => {
    jest.useFakeTimers();
    const flush = flushes(0);
    retryingSync(flush, { isOnline: () => true }).later();
    expect(flush).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(15_000);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});

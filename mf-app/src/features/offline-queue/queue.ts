/**
 * The field app's offline queue: timecards kept on the phone (IndexedDB, through `idb`) until the server has them.
 *
 * A submission is queued with its Idempotency-Key (generated once, the entry's key), the body to send and the form's
 * values (to reopen it). `flush` sends the waiting entries of one user, oldest first: an entry the server stored is
 * removed; one it refused (a 4xx answer) stays, marked refused with the server's message, until the user fixes or
 * discards it; when the connection fails (no answer, 5xx, 408, 429, 401) the flush stops and the entry waits for the
 * next one. A repeated send after a lost answer carries the same key, so the server stores the timecard once.
 * An entry the user has opened to correct or discard is held (`hold`): not sent until released, so the server never
 * gets the version being replaced.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { TimeRecordValues } from '@groundwork/shared/time-record';
import type { TimeRecordInput } from '@groundwork/shared/validation';

/** What the server said when it refused a queued timecard. */
export interface Refusal {
  message: string;
  /** Per-field messages of the body, when the server sent them. */
  errors?: Record<string, string>;
}

export interface QueuedTimecard {
  /** The submission's Idempotency-Key: generated once, sent on every attempt. */
  key: string;
  /** Who filed it, in which company: only they send it (a shared phone keeps each user's own). */
  userId: number;
  companyId: number;
  /** The record edited, or null for a new timecard. */
  recordId: number | null;
  body: TimeRecordInput;
  values: TimeRecordValues;
  /** ISO instant it was queued. */
  queuedAt: string;
  status: 'waiting' | 'refused';
  refusal: Refusal | null;
}

/** How one attempt to send an entry ended. */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; refusal: Refusal } | { kind: 'retry' };

export interface FlushResult {
  sent: QueuedTimecard[];
  refused: QueuedTimecard[];
  /** Entries left waiting (the connection failed). */
  waiting: number;
}

interface QueueSchema extends DBSchema {
  timecards: { key: string; value: QueuedTimecard; indexes: { byOwner: [number, number] } };
}

const STORE = 'timecards';

export class TimecardQueue {
  private db: Promise<IDBPDatabase<QueueSchema>> | null = null;
  private listeners = new Set<() => void>();
  private running: Promise<FlushResult> | null = null;
  private again = false;
  /** Entries opened to be corrected or discarded on this page: not sent meanwhile. */
  private held = new Set<string>();
  /** The entry being sent now, and when its attempt (send and stored outcome) has ended. */
  private sending: { key: string; ended: Promise<void> } | null = null;

  constructor(private readonly dbName = 'groundwork-field-app') {}

  private open(): Promise<IDBPDatabase<QueueSchema>> {
    this.db ??= openDB<QueueSchema>(this.dbName, 1, {
      upgrade(db) {
        const store = db.createObjectStore(STORE, { keyPath: 'key' });
        store.createIndex('byOwner', ['userId', 'companyId']);
      },
    });
    return this.db;
  }

  /** Called after every change (added, sent, refused, discarded). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  async add(entry: Omit<QueuedTimecard, 'status' | 'refusal' | 'queuedAt'> & { queuedAt?: string }): Promise<QueuedTimecard> {
    const stored: QueuedTimecard = { ...entry, queuedAt: entry.queuedAt ?? new Date().toISOString(), status: 'waiting', refusal: null };
    await (await this.open()).put(STORE, stored);
    this.changed();
    return stored;
  }

  async get(key: string): Promise<QueuedTimecard | undefined> {
    return (await this.open()).get(STORE, key);
  }

  /** One user's entries in one company, oldest first. */
  async list(userId: number, companyId: number): Promise<QueuedTimecard[]> {
    const all = await (await this.open()).getAllFromIndex(STORE, 'byOwner', [userId, companyId]);
    return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  }

  /**
   * Keeps an entry from being sent while the user corrects or discards it, once its send under way (if it is being
   * sent now) has ended. The entry as it is then, or undefined when it is gone (sent meanwhile): nothing to correct.
   */
  async hold(key: string): Promise<QueuedTimecard | undefined> {
    this.held.add(key);
    if (this.sending?.key === key) await this.sending.ended;
    return this.get(key);
  }

  /** Lets a held entry be sent again (the next flush sends it if it still waits). */
  release(key: string): void {
    this.held.delete(key);
  }

  /** Discards an entry (the user gave it up, or filed a corrected one). */
  async remove(key: string): Promise<void> {
    await (await this.open()).delete(STORE, key);
    this.changed();
  }

  /**
   * Sends the user's waiting entries, oldest first, one at a time. Calls made while a flush runs join it, and it
   * runs once more afterwards so that an entry added meanwhile is not left behind.
   */
  flush(userId: number, companyId: number, send: (entry: QueuedTimecard) => Promise<SendOutcome>): Promise<FlushResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async (): Promise<FlushResult> => {
      const result: FlushResult = { sent: [], refused: [], waiting: 0 };
      do {
        this.again = false;
        const waiting = (await this.list(userId, companyId)).filter((e) => e.status === 'waiting');
        for (let i = 0; i < waiting.length; i += 1) {
          const listed = waiting[i]!;
          let ended!: () => void;
          this.sending = { key: listed.key, ended: new Promise<void>((resolve) => (ended = resolve)) };
          try {
            // Opened to be corrected or discarded (held), or discarded since the list was read: left as it is. Sent as
            // it is stored now, not as it was listed.
            const entry = await this.get(listed.key);
            if (!entry || entry.status !== 'waiting' || this.held.has(entry.key)) continue;
            const outcome = await send(entry);
            if (outcome.kind === 'retry') {
              result.waiting = waiting.length - i;
              return result;
            }
            const db = await this.open();
            if (outcome.kind === 'sent') {
              await db.delete(STORE, entry.key);
              result.sent.push(entry);
            } else {
              const refused: QueuedTimecard = { ...entry, status: 'refused', refusal: outcome.refusal };
              await db.put(STORE, refused);
              result.refused.push(refused);
            }
          } finally {
            this.sending = null;
            ended();
          }
          this.changed();
        }
      } while (this.again);
      return result;
    };
    this.running = run().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}

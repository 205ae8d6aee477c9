/**
 * Idempotent timecard submissions (docs/records.md, "Idempotency"). The field app sends an Idempotency-Key header
 * with each submission; the key is claimed in the submission's own transaction (a unique row per company, user and
 * key), so a second submission with the key waits for the first to commit and is then answered with the first
 * answer, storing nothing. A key reused for another submission (method, path or body differ) is refused (409).
 * Refused submissions leave no key behind (their transaction rolls back), so a corrected retry may reuse it.
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CONSTANTS, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, SCHEDULE_MESSAGES } from '@groundwork/shared/domain';
import { Conflict, ValidationFailed } from '../../platform/errors/domain-errors';

/** What a submission answers, and whether it is the stored answer of an earlier one with the same key. */
export interface Submitted<T> {
  body: T;
  replayed: boolean;
}

/** The submission a key is claimed for. */
export interface SubmissionKey {
  companyId: number;
  userId: number;
  /** The header's value (absent: the submission is not idempotent). */
  key: string | undefined;
  method: string;
  path: string;
  body: unknown;
}

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The header's value, checked (400 on the header when malformed). */
export function checkedKey(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ValidationFailed({ [IDEMPOTENCY_HEADER]: SCHEDULE_MESSAGES.idempotencyKeyInvalid });
  return key;
}

/**
 * Runs `submit` once per key, inside the caller's transaction `m`: the first time its answer is stored with the key;
 * a repeat (same user, same key, same submission) answers the stored answer without running it.
 */
export async function submitOnce<T>(m: EntityManager, s: SubmissionKey, submit: () => Promise<T>): Promise<Submitted<T>> {
  const key = checkedKey(s.key);
  if (key === undefined) return { body: await submit(), replayed: false };
  const hash = createHash('sha256').update(`${s.method} ${s.path}\n${canonical(s.body)}`).digest('hex');
  await m.query('DELETE FROM idempotency_key WHERE company_id = $1 AND user_id = $2 AND expires_at <= now()', [s.companyId, s.userId]);
  const claimed: { id: number }[] = await m.query(
    `INSERT INTO idempotency_key (company_id, user_id, key, request_hash, expires_at) VALUES ($1, $2, $3, $4, now() + $5 * interval '1 day') ` +
      'ON CONFLICT ON CONSTRAINT uq_idempotency_key_company_user_key DO NOTHING RETURNING id',
    [s.companyId, s.userId, key, hash, CONSTANTS.idempotencyKeyTtlDays],
  );
  if (claimed.length === 0) {
    const [first] = await m.query(
      'SELECT request_hash AS "hash", response FROM idempotency_key WHERE company_id = $1 AND user_id = $2 AND key = $3',
      [s.companyId, s.userId, key],
    );
    if (!first || first.hash !== hash || first.response === null) throw new Conflict(SCHEDULE_MESSAGES.idempotencyKeyReused, { [IDEMPOTENCY_HEADER]: SCHEDULE_MESSAGES.idempotencyKeyReused });
    return { body: JSON.parse(first.response as string) as T, replayed: true };
  }
  const body = await submit();
  await m.query('UPDATE idempotency_key SET response = $1 WHERE id = $2', [JSON.stringify(body), claimed[0].id]);
  return { body, replayed: false };
}

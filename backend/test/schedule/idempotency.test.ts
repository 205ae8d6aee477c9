/** A timecard submitted twice with one Idempotency-Key is stored once and answered the same (docs/records.md). */
import { PERMISSIONS, SCHEDULE_MESSAGES } from '@groundwork/shared/domain';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, post, staff, timeRecord, type JobWorld, type Staff } from '../jobs/fixtures';

let t: TestApp;
let w: JobWorld;
let mate: Staff;
let day = 0;
const nextDay = () => {
  day += 1;
  return `2024-${String(1 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`;
};
const card = (who: Staff, d: string, overrides: object = {}) =>
  timeRecord(w, who.id, { producedAt: `${d}T07:00:00-05:00`, producedEndsAt: `${d}T15:30:00-05:00`, ...overrides });
let keySeq = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${(keySeq += 1)}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, t.dataSource);
  mate = await staff(t.app, t.dataSource, w.companyId, [PERMISSIONS.WEB_TIMECARDS]);
  await post(t.app, w.admin, `/api/jobs/${w.jobId}/assignments`, { userId: mate.id, assignment: 'Crew' });
}, 60_000);
afterAll(() => t.close());

const submit = (who: Staff, body: object, key?: string) =>
  t.app.inject({ method: 'POST', url: `/api/jobs/${w.jobId}/productions`, headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) }, payload: body });
const recordsOn = async (userId: number, d: string) =>
  (await t.dataSource.query(`SELECT id FROM production WHERE user_id = $1 AND produced_at::date = $2::date ORDER BY id`, [userId, d])).map((r: { id: number }) => r.id);

describe('Idempotency-Key on timecard submission', () => {
  it('stores a repeated submission once and answers the first answer again', async () => {
    const d = nextDay();
    const key = newKey();
    const first = await submit(w.worker, card(w.worker, d), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await submit(w.worker, card(w.worker, d), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await recordsOn(w.worker.id, d)).toEqual([first.json().id]);
    // Without the key the same card is a second submission, refused as an overlap.
    expect((await submit(w.worker, card(w.worker, d))).statusCode).toBe(409);
  });

  it('stores one record when two submissions with one key arrive at the same time', async () => {
    const d = nextDay();
    const key = newKey();
    const answers = await Promise.all([submit(w.worker, card(w.worker, d), key), submit(w.worker, card(w.worker, d), key), submit(w.worker, card(w.worker, d), key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    expect(await recordsOn(w.worker.id, d)).toEqual([...ids]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
  });

  it('refuses the key with another body (409), keeps keys per user, and checks the key\'s form', async () => {
    const d = nextDay();
    const key = newKey();
    expect((await submit(w.worker, card(w.worker, d), key)).statusCode).toBe(201);
    const other = await submit(w.worker, card(w.worker, nextDay()), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(SCHEDULE_MESSAGES.idempotencyKeyReused);
    // Another user's submission with the same key is their own.
    const mates = await submit(mate, card(mate, d), key);
    expect(mates.statusCode).toBe(201);
    expect(mates.headers['idempotent-replayed']).toBeUndefined();
    const bad = await submit(w.worker, card(w.worker, nextDay()), 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'Idempotency-Key': SCHEDULE_MESSAGES.idempotencyKeyInvalid });
  });

  it('leaves no key behind when the submission is refused, so the corrected one goes through', async () => {
    const d = nextDay();
    const key = newKey();
    const refused = await submit(w.worker, card(w.worker, d, { quantity: 3 }), key);
    expect(refused.statusCode).toBe(400);
    const corrected = await submit(w.worker, card(w.worker, d), key);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a repeated edit with its first answer without applying it again', async () => {
    const d = nextDay();
    const record = (await submit(w.worker, card(w.worker, d))).json();
    const put = (body: object, key?: string) =>
      t.app.inject({ method: 'PUT', url: `/api/jobs/productions/${record.id}`, headers: { ...w.worker.auth, ...(key ? { 'idempotency-key': key } : {}) }, payload: body });
    const key = newKey();
    const first = await put(card(w.worker, d, { description: 'First edit' }), key);
    expect(first.json().description).toBe('First edit');
    expect((await put(card(w.worker, d, { description: 'Second edit' }))).statusCode).toBe(200);
    const replay = await put(card(w.worker, d, { description: 'First edit' }), key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().description).toBe('First edit');
    const [stored] = await t.dataSource.query('SELECT description FROM production WHERE id = $1', [record.id]);
    expect(stored.description).toBe('Second edit');
  });

  it('forgets a key after its expiry', async () => {
    const d = nextDay();
    const key = newKey();
    const first = (await submit(w.worker, card(w.worker, d), key)).json();
    await t.dataSource.query("UPDATE idempotency_key SET expires_at = now() - interval '1 second' WHERE key = $1", [key]);
    await t.app.inject({ method: 'DELETE', url: `/api/jobs/productions/${first.id}`, headers: w.worker.auth });
    const again = await submit(w.worker, card(w.worker, d), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.id);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM idempotency_key WHERE key = $1', [key]);
    expect(n).toBe(1);
  });
});

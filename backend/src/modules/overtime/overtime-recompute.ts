/**
 * The stored overtime split of time records (issue 17, docs/overtime.md "When the split is stored"): every write that
 * can change an employee's week calls `recomputeWeeks` in its own transaction, under the employee's lock; a change of
 * the company's policy or time zone, or of one of its own policies, calls `recomputeCompany`. Each is two statements:
 * one read of the weeks (the company's settings, its policies and the records), one UPDATE of the records whose
 * split changed. Exported records keep the split they were paid with (passed to the split as `fixed`). `splitOfWeek`
 * reads a week the same way without writing, for the split's words and the form's preview.
 */
import type { EntityManager } from 'typeorm';
import { isTravelCostCode } from '@groundwork/shared/domain';
import { raiseJobCostAlerts } from '../notifications/job-cost-alerts';
import { lockEmployeesTimecards } from '../productions/record-rules';
import type { EmployeeWeekGap } from '@groundwork/shared/domain';
import type { RecordSplit } from './overtime-domain';
import { gapsOfWeeks, splitRecords, splitWeeks, type StoredRecord, type WeeksOfCompany } from './overtime-split';

/** An employee and an instant whose week (Sunday to Saturday, local days of the company) a write touched. */
export interface TouchedWeek {
  userId: number | null;
  at: Date;
}

/** A local Sunday 00:00 of the company's zone `c.tz` for instant expression `at`, as a local timestamp. */
const localWeekStart = (at: string) => `date_trunc('week', (${at} AT TIME ZONE c.tz) + interval '1 day') - interval '1 day'`;

/** The read: $1 company; `weeks` selects (user_id, week) of local week starts, FROM c (the company's zone) and more. */
const weeksSql = (weeks: string) => `
  WITH c AS (SELECT time_zone AS tz, overtime_policy AS policy FROM company WHERE id = $1),
  w AS (${weeks})
  SELECT json_build_object(
    'timeZone', (SELECT tz FROM c), 'policy', (SELECT policy FROM c),
    'customPolicies', (SELECT coalesce(json_agg(json_build_object('id', o.id, 'name', o.name,
        'dailyOvertimeAfter', o.daily_overtime_after::float8, 'dailyDoubleTimeAfter', o.daily_double_time_after::float8,
        'weeklyOvertimeAfter', o.weekly_overtime_after::float8, 'weekdayRates', o.weekday_rates, 'holidayRate', o.holiday_rate,
        'holidayRegion', o.holiday_region, 'union', o."union") ORDER BY o.id), '[]') FROM overtime_policy o WHERE o.company_id = $1),
    'records', (SELECT coalesce(json_agg(json_build_object('id', p.id, 'userId', p.user_id, 'union', e."union",
        'isSubcontractor', e.is_subcontractor, 'startsAt', p.produced_at, 'day', to_char(p.produced_at AT TIME ZONE c.tz, 'YYYY-MM-DD'),
        'endsAt', coalesce(p.produced_ends_at, p.produced_at + p.quantity * interval '1 hour'), 'hours', p.quantity::float8,
        'isLeaveOfAbsence', k.is_loa, 'costCode', k.name, 'costCodeId', k.id, 'declined', p.is_approved IS FALSE, 'exported', p.exported_at IS NOT NULL,
        'regularHours', p.regular_hours::float8, 'overtimeHours', p.overtime_hours::float8, 'doubleTimeHours', p.double_time_hours::float8)
        ORDER BY p.user_id, p.produced_at, p.id), '[]')
      FROM c CROSS JOIN w JOIN production p ON p.company_id = $1 AND p.user_id = w.user_id AND p.type = 'Time Record'
        AND p.produced_at >= (w.week AT TIME ZONE c.tz) AND p.produced_at < ((w.week + interval '7 days') AT TIME ZONE c.tz)
        JOIN cost_code k ON k.id = p.cost_code_id JOIN "user" e ON e.id = p.user_id)
  )::text AS body`;

/** $2 employees and $3 instants, pairwise: the weeks a write touched. Exported for the bench's write floor. */
export const TOUCHED_WEEKS_SQL = weeksSql(
  `SELECT DISTINCT t.user_id, ${localWeekStart('t.at')} AS week FROM c, unnest($2::int[], $3::timestamptz[]) AS t(user_id, at)`,
);

/** Every week of the company that has a record not yet exported. */
const COMPANY_WEEKS_SQL = weeksSql(
  `SELECT DISTINCT q.user_id, ${localWeekStart('q.produced_at')} AS week FROM c, production q ` +
  `WHERE q.company_id = $1 AND q.type = 'Time Record' AND q.user_id IS NOT NULL AND q.exported_at IS NULL`,
);

/** $2 and $3 instants: each employee's weeks that meet the period [$2, $3] and hold an exported record. */
const EXPORTED_WEEKS_SQL = weeksSql(
  `SELECT x.user_id, x.week FROM c, (SELECT DISTINCT q.user_id, ${localWeekStart('q.produced_at')} AS week FROM c, production q ` +
  `WHERE q.company_id = $1 AND q.type = 'Time Record' AND q.user_id IS NOT NULL AND q.exported_at IS NOT NULL ` +
  `AND q.produced_at >= $2::timestamptz - interval '7 days' AND q.produced_at <= $3::timestamptz + interval '7 days') x ` +
  `WHERE (x.week AT TIME ZONE c.tz) <= $3 AND ((x.week + interval '7 days') AT TIME ZONE c.tz) > $2`,
);

/** $1 company, $2 ids, $3-$5 the three parts: records not exported take their new split. */
const STORE_SPLIT_SQL =
  'UPDATE production p SET regular_hours = v.r, overtime_hours = v.o, double_time_hours = v.d ' +
  'FROM unnest($2::int[], $3::numeric[], $4::numeric[], $5::numeric[]) AS v(id, r, o, d) ' +
  'WHERE p.company_id = $1 AND p.id = v.id AND p.exported_at IS NULL';

/** Every employee of the company, locked in id order (concurrent writers of one employee wait; no deadlock). */
const LOCK_COMPANY_EMPLOYEES_SQL = 'SELECT count(pg_advisory_xact_lock(4711, id)) FROM (SELECT id FROM "user" WHERE company_id = $1 ORDER BY id) u';

/**
 * The weeks the read selects, each stored record with its travel flag (from its cost code's name), and the cost
 * codes of those records (whose cost the week's split weighs).
 */
async function readWeeks(m: EntityManager, sql: string, params: unknown[]): Promise<WeeksOfCompany & { costCodeIds: number[] }> {
  const [{ body }] = (await m.query(sql, params)) as { body: string }[];
  const weeks = JSON.parse(body) as Omit<WeeksOfCompany, 'records'> & { records: (Omit<StoredRecord, 'isTravel'> & { costCode: string; costCodeId: number })[] };
  return {
    ...weeks,
    records: weeks.records.map(({ costCode, costCodeId: _id, ...r }) => ({ ...r, isTravel: isTravelCostCode(costCode) })),
    costCodeIds: [...new Set(weeks.records.map((r) => r.costCodeId))],
  };
}

/**
 * Stores the weeks' split, then names their cost codes for the job cost alerts decided after the commit
 * (notifications/job-cost-alerts.ts): a write of time changes what those cost codes cost, through its own hours and the
 * week's overtime.
 */
async function readAndStore(m: EntityManager, companyId: number, sql: string, params: unknown[]): Promise<void> {
  const weeks = await readWeeks(m, sql, params);
  const changed = splitWeeks(weeks);
  if (changed.length > 0) {
    await m.query(STORE_SPLIT_SQL, [
      companyId, changed.map((s) => s.id), changed.map((s) => s.regularHours), changed.map((s) => s.overtimeHours), changed.map((s) => s.doubleTimeHours),
    ]);
  }
  await raiseJobCostAlerts(m, companyId, weeks.costCodeIds);
}

/**
 * The split, with its parts, of each record of the employee's week containing `at`, as `recomputeWeeks` stores it: a
 * record's detail and the time record form's preview. `draft` (a record as a write would store it) takes the place of
 * the stored record of its id, or joins the week. One read; no lock, no write.
 */
export async function splitOfWeek(m: EntityManager, companyId: number, week: { userId: number; at: Date }, draft?: StoredRecord): Promise<RecordSplit[]> {
  const weeks = await readWeeks(m, TOUCHED_WEEKS_SQL, [companyId, [week.userId], [week.at]]);
  return splitRecords({ ...weeks, records: draft ? [...weeks.records.filter((r) => r.id !== draft.id), draft] : weeks.records }, true);
}

/**
 * Stores the split of the employees' weeks that contain the instants. Takes each employee's timecards lock (in id
 * order) that the transaction does not hold yet (the write that calls it usually holds it already).
 */
export async function recomputeWeeks(m: EntityManager, companyId: number, touched: readonly TouchedWeek[]): Promise<void> {
  const weeks = touched.filter((t): t is { userId: number; at: Date } => t.userId !== null);
  if (weeks.length === 0) return;
  await lockEmployeesTimecards(m, weeks.map((t) => t.userId));
  await readAndStore(m, companyId, TOUCHED_WEEKS_SQL, [companyId, weeks.map((t) => t.userId), weeks.map((t) => t.at)]);
}

/** Stores the split of every week of the company that has a record not exported (its policy or zone changed). */
export async function recomputeCompany(m: EntityManager, companyId: number): Promise<void> {
  await m.query(LOCK_COMPANY_EMPLOYEES_SQL, [companyId]);
  await readAndStore(m, companyId, COMPANY_WEEKS_SQL, [companyId]);
}

/**
 * The weeks meeting the period [from, to] whose exported records leave premium hours unpaid or paid beyond what the
 * policy gives (docs/overtime.md "Exported records keep their split"), by employee name then week. Two reads when
 * there is one (the weeks, then the names), one when there is none.
 */
export async function premiumGapsOfPeriod(m: EntityManager, companyId: number, from: Date, to: Date): Promise<EmployeeWeekGap[]> {
  const gaps = gapsOfWeeks(await readWeeks(m, EXPORTED_WEEKS_SQL, [companyId, from, to]));
  if (gaps.length === 0) return [];
  const rows: { id: number; name: string }[] = await m.query('SELECT id, name FROM "user" WHERE company_id = $1 AND id = ANY($2::int[])', [companyId, gaps.map((g) => g.userId)]);
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return gaps.map((g) => ({ ...g, name: names.get(g.userId) ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId || a.weekStartsOn.localeCompare(b.weekStartsOn));
}

/**
 * Reads of time offs built by PostgreSQL as JSON (json-sql.ts): one statement for the requests, their employee
 * {id, name} and approver {id, name}. Also the SQL of a time off's real end, and of its span in the company's days
 * (the schedule's conflicts).
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { TimeOff as TimeOffView } from '@groundwork/shared/domain';
import { dataSourceOf, jsonArray, jsonColumns, jsonObject, queryJson } from '../../platform/database/json-sql';
import type { InstantBound } from '../../platform/validation/query-params';
import { TimeOff } from './time-off.entity';

/**
 * The end of a time off (alias `t`) as an instant: a time off is given as days ('YYYY-MM-DD', stored at UTC
 * midnight), so an end at midnight covers that whole day; an end with a time of day is taken as it is.
 */
export const timeOffEnd = (alias = 't') =>
  `CASE WHEN (${alias}.ends_at AT TIME ZONE 'UTC')::time = '00:00' THEN ${alias}.ends_at + interval '1 day' ELSE ${alias}.ends_at END`;

/**
 * A time off's start and end (alias `t`) as the instants of the company's days, `zone` an SQL expression of its IANA
 * time zone: a day given as a day (at UTC midnight) is that whole day as the company lives it, from its midnight to the
 * next in the zone (a Vancouver day off covers its evening, after the UTC day has ended); a time of day is taken as it
 * is. What a shift is checked against (the schedule's conflicts).
 */
export function timeOffSpanIn(alias: string, zone: string): { start: string; end: string } {
  const atMidnight = (column: string) => `(${alias}.${column} AT TIME ZONE 'UTC')::time = '00:00'`;
  const dayStart = (column: string, plusDays: number) => `(((${alias}.${column} AT TIME ZONE 'UTC')::date + ${plusDays})::timestamp AT TIME ZONE ${zone})`;
  return {
    start: `CASE WHEN ${atMidnight('starts_at')} THEN ${dayStart('starts_at', 0)} ELSE ${alias}.starts_at END`,
    end: `CASE WHEN ${atMidnight('ends_at')} THEN ${dayStart('ends_at', 1)} ELSE ${alias}.ends_at END`,
  };
}

export interface TimeOffFilter {
  companyId: number;
  ids?: readonly number[];
  userId?: number;
  /** Only employees this user manages (user_managers). */
  managerId?: number;
  /** Only requests not yet approved. */
  pendingOnly?: boolean;
  /** The period the time offs must overlap (a day bound of `to` ends inclusive, see queryInstant). */
  from?: InstantBound;
  to?: InstantBound;
}

/** The JSON array of the matching time offs, in start order, then by employee name. */
export function timeOffsQuery(db: DataSource | EntityManager, filter: TimeOffFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.companyId];
  const where = ['t.company_id = $1'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.ids) add((n) => `t.id = ANY(${n}::int[])`, filter.ids);
  if (filter.userId !== undefined) add((n) => `t.user_id = ${n}`, filter.userId);
  if (filter.managerId !== undefined) {
    add((n) => `EXISTS (SELECT 1 FROM user_managers um WHERE um.company_id = t.company_id AND um.user_id = t.user_id AND um.manager_id = ${n})`, filter.managerId);
  }
  if (filter.pendingOnly) where.push('t.approved_at IS NULL');
  if (filter.from) add((n) => `${timeOffEnd('t')} > ${n}`, filter.from.at);
  if (filter.to) add((n) => `t.starts_at ${filter.to!.inclusive ? '<=' : '<'} ${n}`, filter.to.at);
  const expression = jsonArray({
    select: [
      jsonColumns(dataSourceOf(db), TimeOff, 't'),
      `${jsonObject('u.id, u.name')} AS "user"`,
      `${jsonObject('ab.id, ab.name', 'ab.id IS NOT NULL')} AS "approvedByUser"`,
    ].join(', '),
    from: 'time_off t JOIN "user" u ON u.id = t.user_id AND u.company_id = t.company_id LEFT JOIN "user" ab ON ab.id = t.approved_by_user_id AND ab.company_id = t.company_id',
    where: where.join(' AND '),
    orderBy: 't.starts_at, u.name, t.id',
  });
  return { sql: `SELECT ${expression}::text AS body`, params };
}

/** The matching time offs as JSON text (list routes send it as is). */
export async function readTimeOffsJson(db: DataSource | EntityManager, filter: TimeOffFilter): Promise<string> {
  const { sql, params } = timeOffsQuery(db, filter);
  return (await queryJson(db, sql, params))!;
}

/** The matching time offs, parsed (write paths answer with them). */
export async function readTimeOffs(db: DataSource | EntityManager, filter: TimeOffFilter): Promise<TimeOffView[]> {
  return JSON.parse(await readTimeOffsJson(db, filter)) as TimeOffView[];
}

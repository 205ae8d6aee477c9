/**
 * Overtime (issue 17, docs/overtime.md): the payroll report of a pay period of 500 employees under `CA-BC` against
 * the same read under `none` (the aim: at most 1.15x), and what the company's change of policy costs (it splits
 * every week not yet exported again, in one transaction). The period's records are made 10-hour days first (untimed),
 * so that under BC each employee's is 8 regular + 2 overtime (a statutory holiday's all overtime); checked before timing.
 */
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { runAsActor } from '../src/platform/database/actor';
import { benchPayPeriod, CASES } from './cases';
import type { BenchWorld } from './seed';

export interface OvertimeFigures {
  records: number;
  /** Median ms of the payroll report read under each policy. */
  noneMs: number;
  bcMs: number;
  /** ms of PUT /api/companies/:id from none to CA-BC (every week not exported split again). */
  policyChangeMs: number;
  /** Time records whose split that change stored (the year's records not exported). */
  yearRecords: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row { quantity: number; regularHours: number; overtimeHours: number; doubleTimeHours: number }

export async function measureOvertime(
  ds: DataSource, world: BenchWorld, base: string, headers: Record<string, string>, runs: number,
): Promise<OvertimeFigures> {
  const period = benchPayPeriod(world);
  const path = CASES.find((c) => c.name.startsWith('the payroll report'))!.path(world);
  await runAsActor('system', () => ds.transaction((m) => m.query(
    `UPDATE production SET quantity = 10, regular_hours = 10, produced_ends_at = produced_at + interval '10.5 hours'
     WHERE company_id = $1 AND type = 'Time Record'
       AND produced_at >= $2::date::timestamp AT TIME ZONE 'UTC' AND produced_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'`,
    [world.companyId, period.startsOn, period.endsOn],
  )));
  const read = async (): Promise<Row[]> => {
    const res = await fetch(`${base}${path}`, { headers });
    if (res.status !== 200) throw new Error(`payroll report: ${res.status} ${await res.text()}`);
    return (await res.json()) as Row[];
  };
  const timed = async () => {
    const times: number[] = [];
    for (let i = 0; i < runs + 2; i++) {
      const t0 = performance.now();
      await read();
      if (i >= 2) times.push(performance.now() - t0);
    }
    return median(times);
  };
  const company = await (await fetch(`${base}/api/companies/${world.companyId}`, { headers })).json() as Record<string, unknown>;
  const setPolicy = async (overtimePolicy: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/companies/${world.companyId}`, {
      method: 'PUT', headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: company.name, description: company.description, payrollHeader: company.payrollHeader ?? 'BENCH', timeZone: 'UTC', overtimePolicy }),
    });
    if (res.status !== 200) throw new Error(`company policy: ${res.status} ${await res.text()}`);
    return performance.now() - t0;
  };
  const noneMs = await timed();
  const policyChangeMs = await setPolicy('CA-BC');
  const rows = await read();
  // Each 10-hour day of an employee is at least 2 h overtime (more on a statutory holiday); subcontractors' are all regular.
  const split = rows.filter((r) => r.overtimeHours >= 2);
  const parts = (r: Row) => Math.round(r.regularHours * 100) + Math.round(r.overtimeHours * 100) + Math.round(r.doubleTimeHours * 100);
  if (split.length < rows.length * 0.8 || rows.some((r) => parts(r) !== Math.round(r.quantity * 100))) {
    throw new Error(`overtime: ${split.length} of ${rows.length} ten-hour days have 2 h overtime or more, or a split does not add up`);
  }
  const bcMs = await timed();
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM production WHERE company_id = $1 AND type = 'Time Record' AND exported_at IS NULL`, [world.companyId]);
  await setPolicy('none');
  return { records: rows.length, noneMs, bcMs, policyChangeMs, yearRecords: n };
}

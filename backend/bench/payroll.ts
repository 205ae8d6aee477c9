/**
 * The payroll file of a pay period of 500 employees (issue 10): POST /api/payroll-exports generates the file and
 * marks its records exported in one transaction. Each run approves the period's records first (untimed), times the
 * export over HTTP, checks the file, then resets the export (untimed) so the next run exports the same records again.
 */
import { performance } from 'node:perf_hooks';
import type { DataSource } from 'typeorm';
import { PAYROLL_FILE_LAYOUT } from '@groundwork/shared/domain';
import { runAsActor } from '../src/platform/database/actor';
import { benchPayPeriod } from './cases';
import type { BenchWorld } from './seed';

export interface PayrollFileFigures {
  records: number;
  bytes: number;
  /** Median ms of the export (generation + marking + storing), over HTTP. */
  exportMs: number;
  /** Median ms of the reset (clearing the records' exportedAt). */
  resetMs: number;
  /** Median ms of the re-download of the stored file. */
  downloadMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measurePayrollFile(
  ds: DataSource, world: BenchWorld, base: string, headers: Record<string, string>, runs: number,
): Promise<PayrollFileFigures> {
  const period = benchPayPeriod(world);
  await runAsActor('system', () => ds.transaction((m) => m.query(
    `UPDATE production SET is_approved = true WHERE company_id = $1 AND type = 'Time Record'
       AND produced_at >= $2::date::timestamp AT TIME ZONE 'UTC' AND produced_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'`,
    [world.companyId, period.startsOn, period.endsOn],
  )));
  const body = JSON.stringify({ kind: 'payroll', date: period.endsOn, startsAt: period.startsOn, endsAt: period.endsOn });
  const exportTimes: number[] = [];
  const resetTimes: number[] = [];
  const downloadTimes: number[] = [];
  let records = 0;
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    let t0 = performance.now();
    const res = await fetch(`${base}/api/payroll-exports`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
    const text = await res.text();
    exportTimes.push(performance.now() - t0);
    if (res.status !== 201) throw new Error(`payroll export: ${res.status} ${text}`);
    records = Number(res.headers.get('x-exported-count'));
    bytes = Buffer.byteLength(text);
    const expected = PAYROLL_FILE_LAYOUT.header.length + 2 + records * (PAYROLL_FILE_LAYOUT.timeCard.length + 2) + 1 + 2;
    if (bytes !== expected) throw new Error(`payroll export: ${bytes} bytes, expected ${expected}`);
    const location = res.headers.get('location')!;
    t0 = performance.now();
    const again = await (await fetch(`${base}${location}/file`, { headers })).text();
    downloadTimes.push(performance.now() - t0);
    if (again !== text) throw new Error('payroll export: the re-download differs');
    t0 = performance.now();
    const reset = await fetch(`${base}${location}/reset`, { method: 'POST', headers });
    resetTimes.push(performance.now() - t0);
    if (reset.status !== 200) throw new Error(`payroll reset: ${reset.status} ${await reset.text()}`);
  }
  return { records, bytes, exportMs: median(exportTimes), resetMs: median(resetTimes), downloadMs: median(downloadTimes) };
}

/**
 * Seeds one large company for the benchmark with chunked multi-row INSERTs (never a row per statement):
 * 500 employees, 100 jobs, 2,000 cost codes, 300 pieces of equipment, and a year of time records (one per
 * employee per weekday) with an equipment line on every other record, each answering its schedule entry, and the
 * next two weeks scheduled (pending). The administrator manages every other employee (the manager report of 500
 * employees); one employee in ten is a subcontractor (the subcontractor report).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ALL_PERMISSIONS, WORK_CLASS_CODES } from '@groundwork/shared/domain';
import { hashPassword } from '../src/platform/auth/password';
import { runAsActor } from '../src/platform/database/actor';

export const SCALE = { employees: 500, jobs: 100, costCodesPerJob: 20, equipment: 300, days: 365 } as const;
export const ADMIN = { username: 'benchadmin', password: 'bench-password' };

/** PostgreSQL allows 65,535 parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

async function insertRows(ds: DataSource | EntityManager, table: string, columns: string[], rows: unknown[][]): Promise<number[]> {
  const ids: number[] = [];
  const perChunk = Math.floor(MAX_PARAMS / columns.length);
  for (let i = 0; i < rows.length; i += perChunk) {
    const chunk = rows.slice(i, i + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
    const result: { id: number }[] = await ds.query(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`,
      params,
    );
    ids.push(...result.map((r) => r.id));
  }
  return ids;
}

export interface BenchWorld {
  companyId: number;
  jobIds: number[];
  /** A job in the middle of the pack, used by the detail and time record cases. */
  sampleJobId: number;
  /** An employee in the middle of the pack, used by the field app's cases. */
  sampleUserId: number;
  /** The last two full weeks of the seeded year (Sunday to Saturday), as days. */
  twoWeeks: { start: string; end: string };
  /** The last full week (every shift has its time record) and next week (every shift pending), as days. */
  lastWeek: { start: string; end: string };
  /** The last four full weeks (a report month), as days. */
  lastMonth: { start: string; end: string };
  /** The manager of every other employee (the bench's administrator). */
  managerId: number;
  nextWeek: { start: string; end: string };
}

export async function seedBench(ds: DataSource, log: (line: string) => void): Promise<BenchWorld> {
  const started = Date.now();
  const [{ id: companyId }] = await ds.query(`INSERT INTO company (name, description, labor_burden_percent) VALUES ('Bench Construction', 'Benchmark data', 25) RETURNING id`);
  const [{ id: roleId }] = await ds.query('INSERT INTO role (company_id, name, description, permissions) VALUES ($1, $2, $3, $4::text[]) RETURNING id', [
    companyId, 'Administrator', 'Everything', ALL_PERMISSIONS,
  ]);
  const [workType] = await ds.query(`INSERT INTO work_type (company_id, name, is_equipment_required) VALUES ($1, 'Operating', true) RETURNING id`, [companyId]);
  const [category] = await ds.query(`INSERT INTO equipment_category (company_id, name) VALUES ($1, 'Heavy') RETURNING id`, [companyId]);
  const hash = await hashPassword(ADMIN.password);
  // Pay (job cost): one employee in twenty salaried (a yearly salary), the others hourly.
  const userRows: unknown[][] = [[companyId, 'Bench Admin', 'ADM0', 'ADMIN', 'admin@bench.test', ADMIN.username, hash, roleId, 'Salary', 98000]];
  for (let e = 1; e < SCALE.employees; e++) {
    userRows.push([companyId, `Employee ${String(e).padStart(3, '0')}`, `E${e}`, WORK_CLASS_CODES[e % WORK_CLASS_CODES.length], `e${e}@bench.test`, `bench${e}`, hash, roleId,
      e % 20 === 0 ? 'Salary' : 'Hourly', e % 20 === 0 ? 85000 + e * 10 : 30 + (e % 17) * 1.25]);
  }
  const userIds = await insertRows(ds, 'user', ['company_id', 'name', 'employee_code', 'work_class', 'email', 'username', 'password', 'role_id', 'pay_type', 'pay_rate'], userRows);
  const jobIds = await insertRows(ds, 'job', ['company_id', 'name', 'description', 'status', 'location'],
    Array.from({ length: SCALE.jobs }, (_, j) => [companyId, `J${String(j).padStart(4, '0')}`, `Job number ${j}`, j % 10 === 9 ? 'done' : 'in_progress', 'Kelowna, BC']));
  const codeRows: unknown[][] = [];
  jobIds.forEach((jobId) => {
    for (let c = 0; c < SCALE.costCodesPerJob; c++) codeRows.push([companyId, jobId, `CC${String(c).padStart(3, '0')}`, `Cost code ${c}`, 1000 + c, 'm', c % 2 === 1, c % 2 === 0, (1000 + c) * 150]);
  });
  const codeIds = await insertRows(ds, 'cost_code', ['company_id', 'job_id', 'name', 'description', 'quantity', 'unit', 'is_to_track_production', 'is_to_track_employee_and_equipment_time', 'budget_amount'], codeRows);
  const equipmentIds = await insertRows(ds, 'equipment', ['company_id', 'name', 'description', 'equipment_category_id', 'class', 'hourly_rate'],
    Array.from({ length: SCALE.equipment }, (_, q) => [companyId, `EQ${q}`, `Machine ${q}`, category.id, 'Excavator', 80 + (q % 50) + 0.25]));
  // Each employee works on two jobs; each job has its share of equipment.
  const jobsOf = (e: number) => [jobIds[e % SCALE.jobs]!, jobIds[(e * 7 + 3) % SCALE.jobs]!];
  const assignmentRows: unknown[][] = [];
  userIds.forEach((userId, e) => new Set(jobsOf(e)).forEach((jobId) => assignmentRows.push([companyId, jobId, userId, 'Crew'])));
  await insertRows(ds, 'job_assignment', ['company_id', 'job_id', 'user_id', 'assignment'], assignmentRows);
  await insertRows(ds, 'job_equipment', ['company_id', 'job_id', 'equipment_id', 'description'], equipmentIds.map((id, q) => [companyId, jobIds[q % SCALE.jobs], id, 'On site']));
  // The administrator manages everyone else (the manager report's team); one employee in ten is a subcontractor.
  await ds.query('INSERT INTO user_managers (company_id, user_id, manager_id) SELECT $1, u.id, $2 FROM "user" u WHERE u.company_id = $1 AND u.id <> $2', [companyId, userIds[0]]);
  await ds.query('UPDATE "user" SET is_subcontractor = true, is_on_payroll = false WHERE id = ANY($1::int[])', [userIds.filter((_, e) => e % 10 === 5)]);
  log(`  company, ${userIds.length} employees, ${jobIds.length} jobs, ${codeIds.length} cost codes, ${equipmentIds.length} equipment: ${Date.now() - started} ms`);

  const end = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 1));
  const first = new Date(end.getTime() - (SCALE.days - 1) * 86_400_000);
  const records: unknown[][] = [];
  const requests: unknown[][] = [];
  const lineOwners: number[] = [];
  for (let d = 0; d < SCALE.days; d++) {
    const day = new Date(first.getTime() + d * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    userIds.forEach((userId, e) => {
      const jobIndex = jobIds.indexOf(jobsOf(e)[d % 2]!);
      const start = new Date(day.getTime() + 14 * 3_600_000);
      const stop = new Date(start.getTime() + 8.5 * 3_600_000);
      records.push([companyId, 'Time Record', jobIds[jobIndex], codeIds[jobIndex * SCALE.costCodesPerJob + (e % 10) * 2], userId, workType.id, start, stop, 8, 8, 'Daily work', true]);
      requests.push([companyId, jobIds[jobIndex], userId, start, stop, userIds[0]]);
      lineOwners.push(e);
    });
  }
  const t0 = Date.now();
  // Every record answers its shift; the next two weeks are scheduled and pending (the crew builder's view).
  const requestColumns = ['company_id', 'job_id', 'user_id', 'request_at', 'request_ends_at', 'requested_by_id'];
  const requestIds = await insertRows(ds, 'production_request', requestColumns, requests);
  records.forEach((row, i) => row.push(requestIds[i]));
  const upcoming: unknown[][] = [];
  for (let d = 1; d <= 15; d++) {
    const day = new Date(end.getTime() + d * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    userIds.forEach((userId, e) => {
      const start = new Date(day.getTime() + 14 * 3_600_000);
      upcoming.push([companyId, jobsOf(e)[d % 2], userId, start, new Date(start.getTime() + 8.5 * 3_600_000), userIds[0]]);
    });
  }
  await insertRows(ds, 'production_request', requestColumns, upcoming);
  // Records are written in a transaction with an actor (their history says "created by System").
  const { productionIds, lines } = await runAsActor('system', () => ds.transaction(async (m) => {
    const ids = await insertRows(m, 'production',
      ['company_id', 'type', 'job_id', 'cost_code_id', 'user_id', 'work_type_id', 'produced_at', 'produced_ends_at', 'quantity', 'regular_hours', 'description', 'is_lunchbreak_taken', 'production_request_id'], records);
    await m.query('UPDATE production_request r SET production_id = p.id FROM production p WHERE p.production_request_id = r.id AND p.company_id = $1', [companyId]);
    const rows = ids.filter((_, i) => i % 2 === 0).map((productionId, i) => [companyId, productionId, equipmentIds[(lineOwners[i * 2]! + i) % SCALE.equipment], 6, 30, null]);
    await insertRows(m, 'production_equipment', ['company_id', 'production_id', 'equipment_id', 'hours_used', 'liters_of_fuel', 'notes'], rows);
    return { productionIds: ids, lines: rows };
  }));
  await ds.query('ANALYZE');
  log(`  ${productionIds.length} time records, ${lines.length} equipment lines, ${requestIds.length + upcoming.length} schedule entries: ${Date.now() - t0} ms`);

  const last = new Date(end.getTime() - ((end.getUTCDay() + 1) % 7) * 86_400_000); // the last Saturday
  const startDay = new Date(last.getTime() - 13 * 86_400_000);
  const day = (d: Date, plus = 0) => new Date(d.getTime() + plus * 86_400_000).toISOString().slice(0, 10);
  const nextSunday = new Date(end.getTime() + (7 - end.getUTCDay()) * 86_400_000);
  return {
    companyId, jobIds, sampleJobId: jobIds[Math.floor(SCALE.jobs / 2)]!, sampleUserId: userIds[Math.floor(SCALE.employees / 2)]!,
    twoWeeks: { start: day(startDay), end: day(last) },
    lastWeek: { start: day(last, -6), end: day(last) },
    lastMonth: { start: day(last, -27), end: day(last) },
    managerId: userIds[0]!,
    nextWeek: { start: day(nextSunday), end: day(nextSunday, 6) },
  };
}

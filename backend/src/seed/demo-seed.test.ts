import * as argon2 from 'argon2';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { ALL_PERMISSIONS, PERMISSIONS, hoursWorked, inferLunchTaken } from '@groundwork/shared/domain';
import { createCompany } from '../../test/support/factories';
import { testDatabaseUrl } from '../../test/support/test-app';
import { dataSourceOptions } from '../database/data-source-options';
import { DEMO_COMPANY, DEMO_LOGINS, SECOND_COMPANY } from './demo-logins';
import { seedDemo, seedDemoData } from './demo-seed';
import { jobCostQuery } from '../modules/job-cost/job-cost-read';
import { DEMO_ALERT } from './demo-job-cost-alert';

let ds: DataSource;

beforeAll(async () => {
  ds = new DataSource({ ...dataSourceOptions(testDatabaseUrl()), extra: { max: 2 } });
  await ds.initialize();
});

afterAll(async () => {
  await ds?.destroy();
});

/**
 * Seven consecutive days, Saturday to Friday, each at an hour the seed may run at: just after and a minute before
 * midnight, early and late in the working day. The seed's dates are counted from `now`, so every check below is made
 * on each of them (a check that holds only on some weekdays fails here, not on the day CI happens to run).
 */
const DAYS: Array<[string, Date]> = [
  ['Saturday a minute before midnight', new Date(2026, 10, 21, 23, 59)],
  ['Sunday just after midnight', new Date(2026, 10, 22, 0, 1)],
  ['Monday morning', new Date(2026, 10, 23, 6, 30)],
  ['Tuesday noon', new Date(2026, 10, 24, 12, 0)],
  ['Wednesday evening', new Date(2026, 10, 25, 18, 45)],
  ['Thursday a minute before midnight', new Date(2026, 10, 26, 23, 59)],
  ['Friday afternoon', new Date(2026, 10, 27, 15, 0)],
];

/** Local midnight `daysAgo` days before the day of `now` (negative: ahead). */
const midnight = (now: Date, daysAgo: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);

const one = async <T>(m: EntityManager, sql: string, params: unknown[] = []): Promise<T> =>
  ((await m.query(sql, params)) as T[])[0];

describe.each(DAYS)('the demo data seeded on %s', (_day, now) => {
  let qr: QueryRunner;
  let m: EntityManager;
  const companyId = async (name: string) => (await one<{ id: number }>(m, 'SELECT id FROM company WHERE name = $1', [name])).id;

  // One seed per day, in a transaction rolled back after its checks: other tests never see it.
  beforeAll(async () => {
    qr = ds.createQueryRunner();
    await qr.startTransaction();
    m = qr.manager;
    await seedDemoData(m, now);
  });

  afterAll(async () => {
    await qr.rollbackTransaction();
    await qr.release();
  });

  test('every demo login exists with its role and company', async () => {
    for (const login of DEMO_LOGINS) {
      const row = await one<{ password: string; role: string; company: string; permissions: string[]; is_active: boolean }>(m,
        `SELECT u.password, r.name AS role, c.name AS company, r.permissions, u.is_active
           FROM "user" u JOIN role r ON r.id = u.role_id JOIN company c ON c.id = u.company_id WHERE u.username = $1`,
        [login.username]);
      expect({ username: login.username, role: row.role, company: row.company, active: row.is_active })
        .toEqual({ username: login.username, role: login.role, company: login.company, active: true });
      expect(row.password).toMatch(/^\$argon2id\$/);
    }
    const admin = await one<{ permissions: string[] }>(m,
      `SELECT r.permissions FROM role r JOIN "user" u ON u.role_id = r.id WHERE u.username = 'admin'`);
    expect([...admin.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    const office = await one<{ permissions: string[] }>(m,
      `SELECT r.permissions FROM role r JOIN "user" u ON u.role_id = r.id WHERE u.username = 'office2'`);
    expect(office.permissions).toEqual(expect.arrayContaining([PERMISSIONS.USERS_READ, PERMISSIONS.JOBS_READ]));
    // The second company's user proves isolation: nothing that reaches other companies.
    expect(office.permissions).not.toContain(PERMISSIONS.COMPANIES_TOGGLE);
    expect(office.permissions).not.toContain(PERMISSIONS.COMPANIES_ALL);
  });

  test('the demo company has the catalogue, crews and three weeks of records a manager would review', async () => {
    const demo = await companyId(DEMO_COMPANY);
    const counts = await one<Record<string, number>>(m, `SELECT
        (SELECT count(*)::int FROM "user" WHERE company_id = $1) AS users,
        (SELECT count(*)::int FROM job WHERE company_id = $1) AS jobs,
        (SELECT count(*)::int FROM equipment WHERE company_id = $1) AS equipment,
        (SELECT count(*)::int FROM cost_code WHERE company_id = $1 AND is_loa) AS loa_codes,
        (SELECT count(*)::int FROM work_type WHERE company_id = $1 AND is_equipment_required) AS equipment_work_types,
        (SELECT count(*)::int FROM job_assignment WHERE company_id = $1) AS assignments,
        (SELECT count(*)::int FROM job_equipment WHERE company_id = $1) AS job_equipment,
        (SELECT count(*)::int FROM user_managers um JOIN "user" u ON u.id = um.user_id WHERE u.company_id = $1) AS managed,
        (SELECT count(*)::int FROM production WHERE company_id = $1 AND type = 'Time Record' AND is_approved) AS approved,
        (SELECT count(*)::int FROM production WHERE company_id = $1 AND type = 'Time Record' AND is_approved IS NULL) AS unprocessed,
        (SELECT count(*)::int FROM production WHERE company_id = $1 AND exported_at IS NOT NULL) AS exported,
        (SELECT count(*)::int FROM production WHERE company_id = $1 AND type = 'Production') AS productions,
        (SELECT count(*)::int FROM production WHERE company_id = $1 AND type = 'Material Hauling' AND quantity < 0) AS hauling,
        (SELECT count(*)::int FROM production_equipment WHERE company_id = $1) AS equipment_lines,
        (SELECT count(*)::int FROM production_request WHERE company_id = $1 AND production_id IS NULL
            AND request_ends_at < $2::timestamptz - interval '1 day') AS missing_timecards,
        (SELECT count(*)::int FROM time_off WHERE company_id = $1 AND approved_at IS NOT NULL) AS approved_time_off,
        (SELECT count(*)::int FROM time_off WHERE company_id = $1 AND approved_at IS NULL) AS pending_time_off`, [demo, now]);
    expect(counts.users).toBeGreaterThanOrEqual(25);
    expect(counts.jobs).toBeGreaterThanOrEqual(10);
    expect(counts.equipment).toBeGreaterThanOrEqual(25);
    for (const key of ['loa_codes', 'equipment_work_types', 'assignments', 'job_equipment', 'managed', 'approved', 'unprocessed',
      'exported', 'productions', 'hauling', 'equipment_lines', 'missing_timecards', 'approved_time_off', 'pending_time_off']) {
      expect({ [key]: counts[key] > 0 }).toEqual({ [key]: true });
    }
    const latest = await one<{ today: number; ahead: number }>(m,
      `SELECT count(*) FILTER (WHERE request_at >= $2 AND request_at < $3)::int AS today,
              count(*) FILTER (WHERE request_at >= $3)::int AS ahead
         FROM production_request WHERE company_id = $1`, [demo, midnight(now, 0), midnight(now, -1)]);
    expect(latest.today).toBeGreaterThan(0);
    expect(latest.ahead).toBeGreaterThan(0);
  });

  test('every demo login of the field app has a realistic week: the foreman\'s crew scheduled this week and next Monday (the rest of next week left to build), the worker\'s past shifts with and without timecards, equipment lines', async () => {
    const week = (username: string) => one<Record<string, number>>(m, `SELECT
        count(*) FILTER (WHERE r.request_at > $2)::int AS upcoming,
        count(*) FILTER (WHERE r.request_ends_at < $2 AND r.production_id IS NULL AND r.request_at > $2::timestamptz - interval '7 days')::int AS missing,
        count(*) FILTER (WHERE r.production_id IS NOT NULL AND r.request_at > $2::timestamptz - interval '7 days')::int AS submitted,
        (SELECT count(*)::int FROM production_equipment e JOIN production p ON p.id = e.production_id WHERE p.user_id = u.id) AS lines
      FROM "user" u JOIN production_request r ON r.user_id = u.id WHERE u.username = $1 GROUP BY u.id`, [username, now]);
    const worker = await week('worker');
    expect(worker.upcoming).toBeGreaterThanOrEqual(2);
    expect(worker.missing).toBeGreaterThanOrEqual(1);
    expect(worker.submitted).toBeGreaterThanOrEqual(2);
    expect(worker.lines).toBeGreaterThan(0);
    // Next week (Sunday to Saturday, in the time zone the seed ran in).
    const sunday = midnight(now, now.getDay() - 7);
    const dayOfWeek = (d: Date) => Math.floor((d.getTime() - sunday.getTime()) / 86_400_000);
    type Shift = { username: string; at: Date; ends: Date };
    const nextWeek = (await m.query(`SELECT u.username, r.request_at AS "at", r.request_ends_at AS "ends" FROM production_request r
        JOIN "user" u ON u.id = r.user_id WHERE r.request_at >= $1 AND r.request_at < $2 AND r.company_id = (SELECT company_id FROM "user" WHERE username = 'foreman')`,
    [sunday, new Date(sunday.getTime() + 7 * 86_400_000)])) as Shift[];
    // The worker: next Monday's day shift and one night shift on Wednesday (its end on the next calendar day).
    const shifts = (await m.query(`SELECT r.request_at AS "at", r.request_ends_at AS "ends" FROM production_request r
        JOIN "user" u ON u.id = r.user_id WHERE u.username = 'worker'`)) as { at: Date; ends: Date }[];
    expect(shifts.filter((r) => r.at.getDate() !== r.ends.getDate())).toHaveLength(1);
    const workers = nextWeek.filter((r) => r.username === 'worker').map((r) => [dayOfWeek(r.at), r.at.getDate() !== r.ends.getDate()]);
    expect(workers.sort()).toEqual([[1, false], [3, true]]);
    // Next week after Monday is open: nobody but the worker's night shift is scheduled from Tuesday on.
    expect(nextWeek.filter((r) => dayOfWeek(r.at) >= 2 && r.username !== 'worker')).toEqual([]);
    // The foreman's crew: everyone on the foreman's job is scheduled next Monday.
    expect(nextWeek.some((r) => r.username === 'foreman' && dayOfWeek(r.at) === 1)).toBe(true);
    const crew = await one<{ unscheduled: number }>(m, `SELECT count(*)::int AS unscheduled FROM job_assignment a
        JOIN "user" u ON u.id = a.user_id AND u.is_active
       WHERE a.job_id = (SELECT r.job_id FROM production_request r JOIN "user" f ON f.id = r.user_id WHERE f.username = 'foreman' ORDER BY r.request_at DESC LIMIT 1)
         AND a.assignment <> 'Foreman'
         AND NOT EXISTS (SELECT 1 FROM production_request r WHERE r.user_id = a.user_id AND r.request_at >= $1 AND r.request_at < $2)`,
    [new Date(sunday.getTime() + 86_400_000), new Date(sunday.getTime() + 2 * 86_400_000)]);
    expect(crew.unscheduled).toBe(0);
  });

  test('time records agree with their start, end and lunch, and with their schedule entry and equipment lines', async () => {
    const records = (await m.query(
      `SELECT p.id, p.produced_at, p.produced_ends_at, p.quantity::float AS hours, p.is_lunchbreak_taken, p.exported_at,
              p.is_approved, r.production_id AS request_production_id, r.user_id AS request_user_id, p.user_id,
              (SELECT max(e.hours_used)::float FROM production_equipment e WHERE e.production_id = p.id) AS max_equipment_hours
         FROM production p LEFT JOIN production_request r ON r.id = p.production_request_id
        WHERE p.type = 'Time Record'
          AND p.company_id IN (SELECT id FROM company WHERE name IN ($1, $2))`, [DEMO_COMPANY, SECOND_COMPANY])) as {
      id: number; produced_at: Date; produced_ends_at: Date; hours: number; is_lunchbreak_taken: boolean | null;
      exported_at: Date | null; is_approved: boolean | null; request_production_id: number | null; request_user_id: number | null;
      user_id: number; max_equipment_hours: number | null;
    }[];
    expect(records.length).toBeGreaterThan(100);
    for (const r of records) {
      const lunch = inferLunchTaken(r.produced_at, r.produced_ends_at, r.hours, r.is_lunchbreak_taken);
      expect({ id: r.id, hours: hoursWorked(r.produced_at, r.produced_ends_at, lunch) }).toEqual({ id: r.id, hours: r.hours });
      expect({ id: r.id, request: r.request_production_id, user: r.request_user_id }).toEqual({ id: r.id, request: r.id, user: r.user_id });
      if (r.max_equipment_hours !== null) expect(r.max_equipment_hours).toBeLessThanOrEqual(r.hours);
      if (r.exported_at) expect(r.is_approved).toBe(true);
    }
  });

  test('the second company has its own jobs, cost codes, equipment and people', async () => {
    const second = await companyId(SECOND_COMPANY);
    const counts = await one<Record<string, number>>(m, `SELECT
        (SELECT count(*)::int FROM job WHERE company_id = $1) AS jobs,
        (SELECT count(*)::int FROM cost_code c JOIN job j ON j.id = c.job_id WHERE c.company_id = $1 AND j.company_id = $1) AS cost_codes,
        (SELECT count(*)::int FROM equipment WHERE company_id = $1) AS equipment,
        (SELECT count(*)::int FROM "user" WHERE company_id = $1) AS users,
        (SELECT count(*)::int FROM production p JOIN job j ON j.id = p.job_id WHERE p.company_id = $1 AND j.company_id <> $1) AS crossed`,
    [second]);
    expect(counts).toEqual({ jobs: 3, cost_codes: 7, equipment: 6, users: 6, crossed: 0 });
  });

  test('the demo company has subcontractors with time records of the last weeks (the subcontractor report)', async () => {
    const demo = await companyId(DEMO_COMPANY);
    const subs = (await m.query(
      `SELECT u.id, u.is_on_payroll AS "onPayroll", count(p.id)::int AS records, count(DISTINCT p.job_id)::int AS jobs,
              min(p.produced_at) AS first, count(pe.id)::int AS lines, bool_or(p.invoice_status = 'Invoiced') AS invoiced
         FROM "user" u LEFT JOIN production p ON p.user_id = u.id AND p.type = 'Time Record'
         LEFT JOIN production_equipment pe ON pe.production_id = p.id
        WHERE u.company_id = $1 AND u.is_subcontractor GROUP BY u.id`, [demo])) as
      { id: number; onPayroll: boolean; records: number; jobs: number; first: Date; lines: number; invoiced: boolean }[];
    expect(subs.length).toBeGreaterThanOrEqual(3);
    for (const s of subs) {
      expect({ id: s.id, onPayroll: s.onPayroll, jobs: s.jobs, invoiced: s.invoiced }).toEqual({ id: s.id, onPayroll: false, jobs: 1, invoiced: true });
      expect(s.records).toBeGreaterThanOrEqual(4);
      // Two weeks back and more (the invoiced ones).
      expect(s.first.getTime()).toBeLessThan(midnight(now, 13).getTime());
    }
    expect(subs.some((s) => s.lines > 0)).toBe(true);
    // Nobody of the other company is flagged.
    const second = await companyId(SECOND_COMPANY);
    expect(await one<{ n: number }>(m, 'SELECT count(*)::int AS n FROM "user" WHERE company_id = $1 AND is_subcontractor', [second])).toEqual({ n: 0 });
  });

  test('demo time offs: one request per day, the worker\'s and the manager\'s team\'s, approved by their manager, never on a worked day', async () => {
    const demo = await companyId(DEMO_COMPANY);
    const offs = await m.query(
      `SELECT t.starts_at = t.ends_at AS one_day, u.username, t.approved_at IS NOT NULL AS approved,
              (t.approved_by_user_id IS NULL OR EXISTS (SELECT 1 FROM user_managers um WHERE um.user_id = t.user_id AND um.manager_id = t.approved_by_user_id)) AS by_manager,
              EXISTS (SELECT 1 FROM user_managers um JOIN "user" mu ON mu.id = um.manager_id WHERE um.user_id = t.user_id AND mu.username = 'manager') AS in_team,
              EXISTS (SELECT 1 FROM production p WHERE p.user_id = t.user_id AND p.type = 'Time Record'
                AND p.produced_at >= t.starts_at AND p.produced_at < t.ends_at + interval '1 day') AS worked
         FROM time_off t JOIN "user" u ON u.id = t.user_id WHERE t.company_id = $1`, [demo]) as
      { one_day: boolean; username: string; approved: boolean; by_manager: boolean; in_team: boolean; worked: boolean }[];
    expect(offs.every((o) => o.one_day && o.by_manager && o.in_team)).toBe(true);
    expect(offs.filter((o) => o.approved && o.worked)).toEqual([]);
    const worker = offs.filter((o) => o.username === 'worker');
    expect(worker.some((o) => o.approved)).toBe(true);
    expect(worker.some((o) => !o.approved)).toBe(true);
    expect(offs.filter((o) => o.username !== 'worker' && !o.approved).length).toBeGreaterThan(2);
  });

  test('each demo company has its own export profile (demo-payroll.ts), and Demo Construction rents equipment its rental job covers', async () => {
    const profiles = await m.query(
      `SELECT name, payroll_header AS "payrollHeader", pay_period_starts_on::text AS "payPeriodStartsOn", rental_equipment_job AS "rentalEquipmentJob",
         include_rental_equipment AS "includeRentalEquipment", csv_header_style AS "csvHeaderStyle" FROM company WHERE name = ANY($1) ORDER BY name`,
      [[DEMO_COMPANY, SECOND_COMPANY]],
    );
    expect(profiles).toHaveLength(2);
    const [first, second] = profiles as Array<Record<string, unknown>>;
    expect(first).not.toEqual({ ...second, name: first!.name, payrollHeader: first!.payrollHeader });
    const demo = profiles.find((p: { name: string }) => p.name === DEMO_COMPANY);
    expect(demo).toMatchObject({ rentalEquipmentJob: 'DC-RENTAL', includeRentalEquipment: true });
    const rented = await one<{ n: number }>(m, 'SELECT count(*)::int AS n FROM equipment e JOIN company c ON c.id = e.company_id WHERE c.name = $1 AND e.is_rental', [DEMO_COMPANY]);
    expect(rented.n).toBeGreaterThan(0);
  });
  test('job cost (docs/job-cost.md): Demo Construction burdens wages 25 %, every demo machine has an hourly rate, the cost codes in priced units a budget amount', async () => {
    const company = await one<{ burden: string }>(m, 'SELECT labor_burden_percent AS burden FROM company WHERE name = $1', [DEMO_COMPANY]);
    expect(Number(company.burden)).toBe(25);
    const rates = await one<{ missing: number; total: number }>(m,
      `SELECT count(*) FILTER (WHERE e.hourly_rate IS NULL OR e.hourly_rate <= 0)::int AS missing, count(*)::int AS total
       FROM equipment e JOIN company c ON c.id = e.company_id WHERE c.name = ANY($1)`, [[DEMO_COMPANY, SECOND_COMPANY]]);
    expect(rates.total).toBeGreaterThan(0);
    expect(rates.missing).toBe(0);
    const budgets = await one<{ budgeted: number; total: number }>(m,
      `SELECT count(*) FILTER (WHERE cc.budget_amount > 0)::int AS budgeted, count(*)::int AS total
       FROM cost_code cc JOIN company c ON c.id = cc.company_id WHERE c.name = $1`, [DEMO_COMPANY]);
    expect(budgets.budgeted).toBeGreaterThan(budgets.total / 2);
    // The job cost read shows real figures on a demo job with records.
    const job = await one<{ id: number; companyId: number }>(m,
      `SELECT p.job_id AS id, p.company_id AS "companyId" FROM production p JOIN company c ON c.id = p.company_id
       WHERE c.name = $1 AND p.type = 'Time Record' GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`, [DEMO_COMPANY]);
    const { expression, params } = jobCostQuery({ companyId: job.companyId, jobId: job.id, approvedOnly: false });
    const cost = JSON.parse((await one<{ body: string }>(m, `SELECT ${expression}::text AS body`, params)).body);
    expect(cost.totals.laborCost).toBeGreaterThan(0);
    expect(cost.totals.equipmentCost).toBeGreaterThan(0);
    expect(cost.totals.budgetAmount).toBeGreaterThan(0);
  });
  test('job cost alerts (docs/job-cost.md "Alerts"): one cost code is past 80 % of its budget but not over it, and the manager and the administrator have its alert', async () => {
    const code = await one<{ id: number; jobId: number; companyId: number }>(m,
      `SELECT cc.id, cc.job_id AS "jobId", cc.company_id AS "companyId" FROM cost_code cc JOIN job j ON j.id = cc.job_id
       JOIN company c ON c.id = cc.company_id WHERE c.name = $1 AND j.name = $2 AND cc.name = $3`, [DEMO_COMPANY, DEMO_ALERT.job, DEMO_ALERT.costCode]);
    const { expression, params } = jobCostQuery({ companyId: code.companyId, jobId: code.jobId, approvedOnly: false });
    const cost = JSON.parse((await one<{ body: string }>(m, `SELECT ${expression}::text AS body`, params)).body);
    const line = cost.costCodes.find((c: { costCodeId: number }) => c.costCodeId === code.id);
    // Amber on the screen: the cost to date past 80 % of the budget amount, neither it nor the projection past it.
    expect(line.totalCost / line.budgetAmount).toBeGreaterThanOrEqual(0.8);
    expect(line.totalCost / line.budgetAmount).toBeLessThan(0.9);
    expect(line.projectedCost).toBeLessThan(line.budgetAmount);
    const alerts = await m.query(
      `SELECT u.username, n.threshold, n.basis, n.actual::float8 AS actual, n.budget::float8 AS budget, n.read_at FROM notification n
       JOIN "user" u ON u.id = n.user_id WHERE n.cost_code_id = $1 ORDER BY u.username`, [code.id]);
    expect(alerts).toEqual(['admin', 'manager'].map((username) => ({
      username, threshold: 80, basis: 'cost', actual: line.totalCost, budget: line.budgetAmount, read_at: null,
    })));
    // The only alert of the demo: every other cost code is under 80 %.
    expect((await one<{ n: number }>(m, 'SELECT count(*)::int AS n FROM job_cost_alert a JOIN company c ON c.id = a.company_id WHERE c.name = ANY($1)',
      [[DEMO_COMPANY, SECOND_COMPANY]])).n).toBe(1);
  });
  test('the demo companies pay overtime (CA-BC, CA-AB): their 10-hour days not yet exported show it, and every split adds up (demo-overtime.ts)', async () => {
    const rows = await m.query(
      `SELECT c.name, c.overtime_policy AS policy, c.time_zone AS zone,
         count(*) FILTER (WHERE p.exported_at IS NULL AND p.overtime_hours > 0)::int AS "withOvertime",
         count(*) FILTER (WHERE p.regular_hours + p.overtime_hours + p.double_time_hours <> p.quantity)::int AS "notAddingUp"
       FROM company c JOIN production p ON p.company_id = c.id AND p.type = 'Time Record'
       WHERE c.name = ANY($1) GROUP BY c.id ORDER BY c.name`,
      [[DEMO_COMPANY, SECOND_COMPANY]],
    ) as { name: string; policy: string; zone: string; withOvertime: number; notAddingUp: number }[];
    expect(rows.map((r) => [r.name, r.policy, r.zone])).toEqual([
      [DEMO_COMPANY, 'CA-BC', 'America/Vancouver'], [SECOND_COMPANY, 'CA-AB', 'America/Edmonton'],
    ].sort((a, b) => a[0]!.localeCompare(b[0]!)));
    expect(rows.find((r) => r.name === DEMO_COMPANY)!.withOvertime).toBeGreaterThan(0);
    for (const r of rows) expect(r.notAddingUp).toBe(0);
  });

  test("the foreman's crew job has yesterday's records and one shift without its timecard (demo-foreman.ts)", async () => {
    const q = async <T>(sql: string, params: unknown[] = []) => (await m.query(sql, params)) as T[];
    const [foreman] = await q<{ id: number }>(`SELECT id FROM "user" WHERE username = 'foreman'`);
    const today = midnight(now, 0);
    const [job] = await q<{ jobId: number }>(
      'SELECT job_id AS "jobId" FROM production_request WHERE user_id = $1 AND request_at >= $2 ORDER BY request_at LIMIT 1', [foreman!.id, today]);
    const day = [job!.jobId, midnight(now, 1), today];
    const pending = await q<{ id: number }>(
      'SELECT id FROM production_request WHERE job_id = $1 AND request_at >= $2 AND request_at < $3 AND production_id IS NULL', day);
    expect(pending.length).toBeGreaterThanOrEqual(1);
    const records = await q<{ id: number; is_approved: boolean | null; lines: string }>(
      `SELECT p.id, p.is_approved, (SELECT count(*) FROM production_equipment pe WHERE pe.production_id = p.id) AS lines
         FROM production p WHERE p.job_id = $1 AND p.produced_at >= $2 AND p.produced_at < $3 AND p.type = 'Time Record' AND p.exported_at IS NULL`, day);
    expect(records.length).toBeGreaterThanOrEqual(2);
    expect(records.some((r) => Number(r.lines) > 0)).toBe(true);
    expect(records.some((r) => r.is_approved !== true)).toBe(true);
    const quantities = await q<{ id: number }>(
      `SELECT id FROM production WHERE job_id = $1 AND produced_at >= $2 AND produced_at < $3 AND type = 'Production'`, day);
    expect(quantities.length).toBeGreaterThanOrEqual(1);
  });

  test('the demo hauling jobs haul whole truckloads of bulk products out of their stockpiles, never more than was produced (demo-hauling.ts)', async () => {
    // Each product's pile after every day: produced so far minus hauled so far.
    const piles = (await m.query(
      `SELECT c.name AS company, j.name AS job, cc.name AS product, cc.unit, count(*) FILTER (WHERE p.type = 'Material Hauling')::int AS hauls,
              min(running) AS lowest, bool_and(p.type <> 'Material Hauling' OR p.quantity < 0) AS negative,
              bool_and(p.type <> 'Material Hauling' OR mod(-p.quantity, CASE cc.unit WHEN 'm3' THEN 12 ELSE 15 END) = 0) AS whole
         FROM (SELECT p.*, sum(p.quantity) OVER (PARTITION BY p.cost_code_id ORDER BY p.produced_at, p.id) AS running
                 FROM production p WHERE p.type IN ('Production', 'Material Hauling')) p
         JOIN cost_code cc ON cc.id = p.cost_code_id JOIN job j ON j.id = p.job_id JOIN company c ON c.id = p.company_id
        WHERE j.is_material_hauling_enabled AND c.name = ANY($1::text[])
        GROUP BY c.name, j.name, cc.name, cc.unit ORDER BY 1, 2, 3`,
      [[DEMO_COMPANY, SECOND_COMPANY]],
    )) as { company: string; job: string; product: string; unit: string; hauls: number; lowest: string; negative: boolean; whole: boolean }[];
    const hauled = (company: string) => piles.filter((p) => p.company === company && p.hauls > 0).map((p) => p.unit).sort();
    expect(hauled(DEMO_COMPANY)).toEqual(['m3', 't', 't']);
    expect(hauled(SECOND_COMPANY)).toEqual(['t']);
    for (const pile of piles) {
      expect({ product: pile.product, lowest: Number(pile.lowest) >= 0, negative: pile.negative, whole: pile.whole })
        .toEqual({ product: pile.product, lowest: true, negative: true, whole: true });
      if (!['m3', 't'].includes(pile.unit)) expect({ product: pile.product, hauls: pile.hauls }).toEqual({ product: pile.product, hauls: 0 });
    }
  });
});

// The passwords do not depend on the day (and argon2 is slow on purpose): checked once.
test('every demo login signs in with its password', async () => {
  const qr = ds.createQueryRunner();
  await qr.startTransaction();
  try {
    await seedDemoData(qr.manager, DAYS[0][1]);
    for (const login of DEMO_LOGINS) {
      const row = await one<{ password: string }>(qr.manager, 'SELECT password FROM "user" WHERE username = $1', [login.username]);
      await expect(argon2.verify(row.password, login.password)).resolves.toBe(true);
    }
  } finally {
    await qr.rollbackTransaction();
    await qr.release();
  }
});

test('seedDemo leaves a database that already has a company untouched', async () => {
  await createCompany(ds);
  await seedDemo(ds);
  const found = await one<{ n: number }>(ds.manager, 'SELECT count(*)::int AS n FROM company WHERE name IN ($1, $2)',
    [DEMO_COMPANY, SECOND_COMPANY]);
  expect(found.n).toBe(0);
});

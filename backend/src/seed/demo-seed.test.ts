import * as argon2 from 'argon2';
import { DataSource, type EntityManager } from 'typeorm';
import { ALL_PERMISSIONS, PERMISSIONS, hoursWorked, inferLunchTaken } from '@groundwork/shared/domain';
import { createCompany } from '../../test/support/factories';
import { testDatabaseUrl } from '../../test/support/test-app';
import { dataSourceOptions } from '../database/data-source-options';
import { DEMO_COMPANY, DEMO_LOGINS, SECOND_COMPANY } from './demo-logins';
import { seedDemo, seedDemoData } from './demo-seed';

let ds: DataSource;

beforeAll(async () => {
  ds = new DataSource({ ...dataSourceOptions(testDatabaseUrl()), extra: { max: 2 } });
  await ds.initialize();
});

afterAll(async () => {
  await ds?.destroy();
});

/** Runs `check` on the demo data inserted in a transaction that is rolled back: other tests never see it. */
async function withDemoData(check: (m: EntityManager, companyId: (name: string) => Promise<number>) => Promise<void>) {
  const qr = ds.createQueryRunner();
  await qr.startTransaction();
  try {
    await seedDemoData(qr.manager);
    const companyId = async (name: string) =>
      ((await qr.manager.query('SELECT id FROM company WHERE name = $1', [name])) as { id: number }[])[0].id;
    await check(qr.manager, companyId);
  } finally {
    await qr.rollbackTransaction();
    await qr.release();
  }
}

const one = async <T>(m: EntityManager, sql: string, params: unknown[] = []): Promise<T> =>
  ((await m.query(sql, params)) as T[])[0];

test('every demo login exists with its role, company and password', async () => {
  await withDemoData(async (m) => {
    for (const login of DEMO_LOGINS) {
      const row = await one<{ password: string; role: string; company: string; permissions: string[]; is_active: boolean }>(m,
        `SELECT u.password, r.name AS role, c.name AS company, r.permissions, u.is_active
           FROM "user" u JOIN role r ON r.id = u.role_id JOIN company c ON c.id = u.company_id WHERE u.username = $1`,
        [login.username]);
      expect({ username: login.username, role: row.role, company: row.company, active: row.is_active })
        .toEqual({ username: login.username, role: login.role, company: login.company, active: true });
      expect(row.password).toMatch(/^\$argon2id\$/);
      await expect(argon2.verify(row.password, login.password)).resolves.toBe(true);
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
});

test('the demo company has the catalogue, crews and three weeks of records a manager would review', async () => {
  await withDemoData(async (m, companyId) => {
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
            AND request_ends_at < now() - interval '1 day') AS missing_timecards,
        (SELECT count(*)::int FROM time_off WHERE company_id = $1 AND approved_at IS NOT NULL) AS approved_time_off,
        (SELECT count(*)::int FROM time_off WHERE company_id = $1 AND approved_at IS NULL) AS pending_time_off`, [demo]);
    expect(counts.users).toBeGreaterThanOrEqual(25);
    expect(counts.jobs).toBeGreaterThanOrEqual(10);
    expect(counts.equipment).toBeGreaterThanOrEqual(25);
    for (const key of ['loa_codes', 'equipment_work_types', 'assignments', 'job_equipment', 'managed', 'approved', 'unprocessed',
      'exported', 'productions', 'hauling', 'equipment_lines', 'missing_timecards', 'approved_time_off', 'pending_time_off']) {
      expect({ [key]: counts[key] > 0 }).toEqual({ [key]: true });
    }
    const latest = await one<{ today: number; ahead: number }>(m,
      `SELECT count(*) FILTER (WHERE request_at::date = now()::date)::int AS today,
              count(*) FILTER (WHERE request_at::date > now()::date)::int AS ahead
         FROM production_request WHERE company_id = $1`, [demo]);
    expect(latest.today).toBeGreaterThan(0);
    expect(latest.ahead).toBeGreaterThan(0);
  });
});

test('every demo login of the field app has a realistic week: the foreman\'s crew scheduled this week and next Monday (the rest of next week left to build), the worker\'s past shifts with and without timecards, equipment lines', async () => {
  await withDemoData(async (m) => {
    const week = (username: string) => one<Record<string, number>>(m, `SELECT
        count(*) FILTER (WHERE r.request_at > now())::int AS upcoming,
        count(*) FILTER (WHERE r.request_ends_at < now() AND r.production_id IS NULL AND r.request_at > now() - interval '7 days')::int AS missing,
        count(*) FILTER (WHERE r.production_id IS NOT NULL AND r.request_at > now() - interval '7 days')::int AS submitted,
        (SELECT count(*)::int FROM production_equipment e JOIN production p ON p.id = e.production_id WHERE p.user_id = u.id) AS lines
      FROM "user" u JOIN production_request r ON r.user_id = u.id WHERE u.username = $1 GROUP BY u.id`, [username]);
    const worker = await week('worker');
    expect(worker.upcoming).toBeGreaterThanOrEqual(2);
    expect(worker.missing).toBeGreaterThanOrEqual(1);
    expect(worker.submitted).toBeGreaterThanOrEqual(2);
    expect(worker.lines).toBeGreaterThan(0);
    // Next week (Sunday to Saturday, in the time zone the seed ran in).
    const sunday = new Date();
    sunday.setHours(0, 0, 0, 0);
    sunday.setDate(sunday.getDate() + 7 - sunday.getDay());
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
});

test('time records agree with their start, end and lunch, and with their schedule entry and equipment lines', async () => {
  await withDemoData(async (m) => {
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
});

test('the second company has its own jobs, cost codes, equipment and people', async () => {
  await withDemoData(async (m, companyId) => {
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
});

test('seedDemo leaves a database that already has a company untouched', async () => {
  await createCompany(ds);
  await seedDemo(ds);
  const found = await one<{ n: number }>(ds.manager, 'SELECT count(*)::int AS n FROM company WHERE name IN ($1, $2)',
    [DEMO_COMPANY, SECOND_COMPANY]);
  expect(found.n).toBe(0);
});

test('the demo company has subcontractors with time records of the last weeks (the subcontractor report)', async () => {
  await withDemoData(async (m, companyId) => {
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
      expect(Date.now() - s.first.getTime()).toBeGreaterThan(14 * 86_400_000);
    }
    expect(subs.some((s) => s.lines > 0)).toBe(true);
    // Nobody of the other company is flagged.
    const second = await companyId(SECOND_COMPANY);
    expect(await one<{ n: number }>(m, 'SELECT count(*)::int AS n FROM "user" WHERE company_id = $1 AND is_subcontractor', [second])).toEqual({ n: 0 });
  });
});

test('demo time offs: one request per day, the worker\'s and the manager\'s team\'s, approved by their manager, never on a worked day', async () => {
  await withDemoData(async (m, companyId) => {
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
});

test('each demo company has its own export profile (demo-payroll.ts), and Demo Construction rents equipment its rental job covers', async () => {
  await withDemoData(async (m) => {
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
});

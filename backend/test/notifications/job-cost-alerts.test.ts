/**
 * Job cost alerts (issue 20, docs/job-cost.md "Alerts") through the API on PostgreSQL: a cost code passing 80 % and
 * then 100 % of its budget amount makes one notification per threshold and recipient, never one per record; a cost
 * code taken back under and over again raises nothing new (a new budget re-arms); an hours unit without a budget
 * amount is measured in hours; two writes crossing together make one alert; the recipients (assigned holders of
 * reports.job_cost and the administrators) and nobody else; each user reads and marks only their own; the email.
 *
 * The employee is Hourly at $50, no burden, no overtime (4-hour days): a 4-hour record costs $200 on a $1,000 budget.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { ALL_PERMISSIONS, PERMISSIONS, type NotificationList } from '@groundwork/shared/domain';
import { pendingAlertCostCodes } from '../../src/modules/notifications/job-cost-alerts';
import { WorkType } from '../../src/modules/work-types/work-type.entity';
import { bearer, createCompany, createRole, createUser, login, uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { post, staff, type Staff } from '../jobs/fixtures';

let t: TestApp;

interface World {
  companyId: number;
  jobId: number;
  workTypeId: number;
  /** Administrator (every permission), not assigned to the job. */
  admin: Staff;
  /** reports.job_cost and productions.create, assigned to the job: writes the records. */
  manager: Staff;
  /** reports.job_cost, not assigned to the job. */
  outsider: Staff;
  /** web.timecards, assigned. */
  worker: Staff;
  /** Hourly employees at $50, assigned. */
  crew: number[];
}

async function world(): Promise<World> {
  const ds = t.dataSource;
  const { id: companyId } = await createCompany(ds);
  const adminRole = await createRole(ds, companyId, ALL_PERMISSIONS, 'Administrator');
  const { user: adminUser, password } = await createUser(ds, { companyId, roleId: adminRole.id });
  const admin = { id: adminUser.id, auth: bearer(await login(t.app, adminUser.username, password)) };
  const manager = await staff(t.app, ds, companyId, [PERMISSIONS.REPORTS_JOB_COST, PERMISSIONS.PRODUCTIONS_CREATE, PERMISSIONS.JOBS_READ]);
  const outsider = await staff(t.app, ds, companyId, [PERMISSIONS.REPORTS_JOB_COST]);
  const worker = await staff(t.app, ds, companyId, [PERMISSIONS.WEB_TIMECARDS]);
  const crewRole = await createRole(ds, companyId, [PERMISSIONS.WEB_TIMECARDS]);
  const crew = await Promise.all([0, 1].map(async () => (await createUser(ds, { companyId, roleId: crewRole.id, payType: 'Hourly', payRate: 50 })).user.id));
  const job = await post<{ id: number }>(t.app, admin, '/api/jobs', { name: uniqueName('J', 9), description: 'Alerts' });
  for (const userId of [manager.id, worker.id, ...crew]) await post(t.app, admin, `/api/jobs/${job.id}/assignments`, { userId, assignment: 'Crew' });
  const workType = await ds.getRepository(WorkType).save({ companyId, name: uniqueName('Labour '), isEquipmentRequired: false });
  return { companyId, jobId: job.id, workTypeId: workType.id, admin, manager, outsider, worker, crew };
}

async function costCode(w: World, fields: { unit?: string; quantity?: number; budgetAmount?: number | null } = {}): Promise<number> {
  const [row] = await t.dataSource.query(
    `INSERT INTO cost_code (company_id, job_id, name, quantity, unit, is_to_track_production, is_to_track_employee_and_equipment_time, budget_amount)
     VALUES ($1, $2, $3, $4, $5, false, true, $6) RETURNING id`,
    [w.companyId, w.jobId, uniqueName('LAB', 20), fields.quantity ?? 500, fields.unit ?? 'm', fields.budgetAmount === undefined ? 1000 : fields.budgetAmount],
  );
  return row.id as number;
}

let day = 0;
/** A 4-hour (or `hours`) time record of the crew member on a day of its own (no overtime); its id. */
async function record(w: World, costCodeId: number, hours = 4, userId = w.crew[0]): Promise<number> {
  day += 1;
  const date = new Date(Date.UTC(2024, 0, 1 + day * 2)).toISOString().slice(0, 10);
  const res = await t.app.inject({
    method: 'POST', url: `/api/jobs/${w.jobId}/productions`, headers: w.manager.auth,
    payload: {
      type: 'Time Record', jobId: w.jobId, costCodeId, userId, workTypeId: w.workTypeId, producedAt: `${date}T07:00:00Z`,
      producedEndsAt: new Date(Date.parse(`${date}T07:00:00Z`) + hours * 3_600_000).toISOString(), quantity: hours, productionEquipments: [],
    },
  });
  if (res.statusCode !== 201) throw new Error(`POST answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { id: number }).id;
}

const list = async (who: Staff): Promise<NotificationList> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationList;
};
const alertsOf = async (who: Staff, costCodeId: number) =>
  (await list(who)).items.filter((n) => n.costCodeId === costCodeId).map((n) => [n.threshold, n.basis, n.actual, n.budget]);

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('job cost alerts', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  }, 60_000);

  it('notifies once per threshold, never per record: 80 % then 100 %, to the assigned holders of reports.job_cost and the administrators only', async () => {
    const code = await costCode(w);
    await record(w, code);
    await record(w, code);
    await record(w, code); // $600: 60 %
    expect(await alertsOf(w.manager, code)).toEqual([]);
    await record(w, code); // $800: 80 %
    expect(await alertsOf(w.manager, code)).toEqual([[80, 'cost', 800, 1000]]);
    await record(w, code, 2); // $900: still one
    expect(await alertsOf(w.manager, code)).toEqual([[80, 'cost', 800, 1000]]);
    await record(w, code, 2); // $1,000: 100 %
    const expected = [[100, 'cost', 1000, 1000], [80, 'cost', 800, 1000]];
    expect(await alertsOf(w.manager, code)).toEqual(expected); // newest first
    expect(await alertsOf(w.admin, code)).toEqual(expected); // the administrator, not assigned
    await record(w, code); // over 100 %: nothing more
    expect(await alertsOf(w.manager, code)).toEqual(expected);
    expect(await alertsOf(w.outsider, code)).toEqual([]); // reports.job_cost but not on the job
    expect(await list(w.worker)).toEqual({ items: [], unreadCount: 0 }); // on the job, without reports.job_cost
    const [row] = await t.dataSource.query('SELECT count(*)::int AS n FROM notification WHERE cost_code_id = $1', [code]);
    expect(row.n).toBe(4); // 2 thresholds x (manager, administrator)
  });

  it('a cost code taken back under a threshold and over it again raises nothing new; a new budget amount re-arms', async () => {
    const code = await costCode(w);
    const ids = [await record(w, code), await record(w, code), await record(w, code), await record(w, code)]; // 80 %
    expect(await alertsOf(w.manager, code)).toHaveLength(1);
    // Edited back under: the record declined, then deleted; then over again.
    const decline = await t.app.inject({ method: 'POST', url: '/api/jobs/productions/_approve', headers: w.admin.auth, payload: { ids: [ids[0]], isApproved: false } });
    expect(decline.statusCode).toBe(200);
    const approve = await t.app.inject({ method: 'POST', url: '/api/jobs/productions/_approve', headers: w.admin.auth, payload: { ids: [ids[0]], isApproved: true } });
    expect(approve.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/jobs/productions/${ids[1]}`, headers: w.manager.auth })).statusCode).toBe(200);
    await record(w, code);
    expect(await alertsOf(w.manager, code)).toEqual([[80, 'cost', 800, 1000]]);
    // A new budget: $800 is 80 % of $1,000 but 100 % of $800 and 80 % of it: both raised on the next write.
    await t.dataSource.query('UPDATE cost_code SET budget_amount = 800 WHERE id = $1', [code]);
    await record(w, code, 1); // $850
    const alerts = await alertsOf(w.manager, code);
    expect(alerts.at(-1)).toEqual([80, 'cost', 800, 1000]); // the first, oldest
    expect(alerts.slice(0, 2).sort()).toEqual([[100, 'cost', 850, 800], [80, 'cost', 850, 800]]);
  });

  it('an hours unit without a budget amount is measured in labour hours against its budget quantity', async () => {
    const code = await costCode(w, { unit: 'hr', quantity: 10, budgetAmount: null });
    await record(w, code, 7);
    expect(await alertsOf(w.manager, code)).toEqual([]);
    await record(w, code, 1); // 8 h of 10
    expect(await alertsOf(w.manager, code)).toEqual([[80, 'hours', 8, 10]]);
  });

  it('after a write, only a cost code that can still raise an alert is decided: measured against a budget, and not past both thresholds of it', async () => {
    const none = await costCode(w, { budgetAmount: null }); // metres, no budget amount: nothing to measure
    const hours = await costCode(w, { unit: 'hr', quantity: 10, budgetAmount: null });
    const code = await costCode(w); // $1,000
    const pending = () => pendingAlertCostCodes(t.dataSource.manager, w.companyId, [none, hours, code]);
    expect(await pending()).toEqual([hours, code]);
    for (let i = 0; i < 4; i += 1) await record(w, code); // $800: 80 %
    expect(await pending()).toEqual([hours, code]);
    await record(w, code); // $1,000: 100 %
    expect(await pending()).toEqual([hours]);
    // A new budget re-arms it.
    await t.dataSource.query('UPDATE cost_code SET budget_amount = 2000 WHERE id = $1', [code]);
    expect(await pending()).toEqual([hours, code]);
  });

  it('two writes crossing together make one alert per threshold (PostgreSQL, concurrent requests)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const code = await costCode(w);
      await record(w, code);
      await record(w, code, 4, w.crew[1]);
      await record(w, code); // $600
      // Each alone would reach $800 (80 %); together $1,000 (100 %). Two employees: no shared timecards lock.
      await Promise.all([record(w, code, 4, w.crew[0]), record(w, code, 4, w.crew[1])]);
      const [row] = await t.dataSource.query(
        'SELECT array_agg(threshold ORDER BY threshold) AS thresholds FROM job_cost_alert WHERE cost_code_id = $1', [code],
      );
      expect(row.thresholds).toEqual([80, 100]);
      expect((await alertsOf(w.manager, code)).map(([threshold]) => threshold).sort()).toEqual([100, 80]);
    }
  });

  it('each user reads and marks only their own: unread count, mark read, someone else\'s answers 404', async () => {
    const before = await list(w.manager);
    expect(before.unreadCount).toBeGreaterThan(0);
    const [first] = before.items;
    expect(first).toMatchObject({ kind: 'jobCostAlert', jobId: w.jobId, readAt: null });
    expect(typeof first.jobName).toBe('string');
    // The worker (and the outsider) on the manager's notification: 404, and it stays unread.
    for (const who of [w.worker, w.outsider]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/notifications/${first.id}/read`, headers: who.auth });
      expect(res.statusCode).toBe(404);
    }
    expect((await list(w.manager)).unreadCount).toBe(before.unreadCount);
    const res = await t.app.inject({ method: 'POST', url: `/api/notifications/${first.id}/read`, headers: w.manager.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: first.id, readAt: expect.any(String) });
    const after = await list(w.manager);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(after.items.find((n) => n.id === first.id)!.readAt).toBe(res.json().readAt);
    // The administrator's copy of the same alert is still unread.
    expect((await list(w.admin)).unreadCount).toBeGreaterThan(0);
  });

  it('a user who lost reports.job_cost no longer reads their job cost alerts', async () => {
    const [row] = await t.dataSource.query('SELECT role_id FROM "user" WHERE id = $1', [w.outsider.id]);
    const [n] = await t.dataSource.query(
      `INSERT INTO notification (company_id, user_id, kind, job_id, cost_code_id, threshold, basis, actual, budget)
       SELECT $1, $2, 'jobCostAlert', $3, id, 80, 'cost', 900, 1000 FROM cost_code WHERE job_id = $3 LIMIT 1 RETURNING id`,
      [w.companyId, w.outsider.id, w.jobId],
    );
    expect((await list(w.outsider)).items.map((i) => i.id)).toContain(n.id);
    await t.dataSource.query('UPDATE role SET permissions = $2 WHERE id = $1', [row.role_id, [PERMISSIONS.JOBS_READ]]);
    await new Promise((resolve) => setTimeout(resolve, 4100)); // the guard's view of a role is at most 4 s old
    expect(await list(w.outsider)).toEqual({ items: [], unreadCount: 0 });
  });
});

describe('job cost alerts by email (SMTP_URL)', () => {
  it('a write crossing 80 % sends each recipient an email with the job, the cost code and the figures, after the commit', async () => {
    const received: { to: string; text: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onData(stream, session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => { text += chunk.toString('utf8'); });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    const mailApp = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const main = t;
    t = mailApp;
    try {
      const w = await world();
      const [job] = await t.dataSource.query('SELECT name FROM job WHERE id = $1', [w.jobId]);
      const code = await costCode(w);
      const [cc] = await t.dataSource.query('SELECT name FROM cost_code WHERE id = $1', [code]);
      const [manager] = await t.dataSource.query('SELECT email FROM "user" WHERE id = $1', [w.manager.id]);
      await record(w, code, 8);
      await record(w, code, 8); // $800: 80 %
      const deadline = Date.now() + 10_000;
      while (received.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received.map((m) => m.to).sort()).toHaveLength(2); // the manager and the administrator
      const mail = received.find((m) => m.to === manager.email)!;
      expect(mail).toBeDefined();
      const body = mail.text.replace(/=\r\n/g, '');
      expect(body).toContain(`Job: ${job.name}`);
      expect(body).toContain(`Cost code: ${cc.name}`);
      expect(body).toContain('To date: $800.00');
      expect(body).toContain('Budget: $1,000.00');
      expect(body).toMatch(/Subject: .*reached 80% of its budget/);
    } finally {
      t = main;
      await mailApp.close();
      smtp.close();
    }
  }, 60_000);
});

import type { EntityManager } from 'typeorm';
import { insertChunked } from '../platform/database/insert-chunked';
import { ProductionRequest } from '../modules/production-requests/production-request.entity';
import { ProductionEquipment } from '../modules/productions/production-equipment.entity';
import { Production } from '../modules/productions/production.entity';

import type { DemoCalendar } from './demo-days';


interface Shift {
  id: number;
  userId: number;
  productionId: number | null;
  username: string;
}

/**
 * The foreman's morning check (spec 02 §2 "Foreman check and report"): on the foreman's crew job, yesterday has time
 * records (one with a machine's equipment line), a production quantity, and one shift whose worker has not sent a
 * timecard, so `foreman` signs in to a real 'Missing Time Cards'. On a weekday the crew's regular shifts are used
 * (one labourer's timecard was never sent); after a weekend day the crew worked a half day.
 * Yesterday and today are those of the seed's `now` in the company's time zone (`cal`). Runs inside the demo seed's transaction, after the demo company is seeded; does nothing without the foreman.
 */
export async function seedForemanYesterday(m: EntityManager, cal: DemoCalendar): Promise<void> {
  const [foreman] = (await m.query(`SELECT id, company_id AS "companyId" FROM "user" WHERE username = 'foreman' ORDER BY id LIMIT 1`)) as
    { id: number; companyId: number }[];
  if (!foreman) return;
  const own = { companyId: foreman.companyId };
  const today = cal.midnight(0);
  const yesterday = cal.midnight(1);
  // The foreman's crew job: the job of the foreman's shift today.
  const [crewJob] = (await m.query(
    `SELECT job_id AS "jobId" FROM production_request WHERE user_id = $1 AND request_at >= $2 ORDER BY request_at LIMIT 1`,
    [foreman.id, today],
  )) as { jobId: number }[];
  if (!crewJob) return;
  const jobId = crewJob.jobId;
  const shiftsOn = async (day: Date) =>
    (await m.query(
      `SELECT r.id, r.user_id AS "userId", r.production_id AS "productionId", u.username
         FROM production_request r JOIN "user" u ON u.id = r.user_id
        WHERE r.job_id = $1 AND r.request_at >= $2 AND r.request_at < $3 ORDER BY r.id`,
      [jobId, day, cal.at(day, 24)],
    )) as Shift[];

  const shifts = await shiftsOn(yesterday);
  if (shifts.length === 0) await weekendHalfDay(m, cal, own, jobId, foreman.id, yesterday, await shiftsOn(today));
  else if (!shifts.some((s) => s.productionId === null)) {
    // One labourer's timecard was never sent: the shift stays without its record.
    const forgotten = shifts.find((s) => s.productionId !== null && s.userId !== foreman.id && s.username !== 'worker');
    if (forgotten) await m.query('DELETE FROM production WHERE id = $1 AND company_id = $2', [forgotten.productionId, own.companyId]);
  }
  await ensureEquipmentLine(m, cal, own, jobId, yesterday);
  await ensureProductionQuantity(m, cal, own, jobId, foreman.id, yesterday);
}

/** A weekend half day (07:00 to 12:00, no lunch): the crew's timecards, but the last labourer's is missing. */
async function weekendHalfDay(m: EntityManager, cal: DemoCalendar, own: { companyId: number }, jobId: number, foremanId: number, day: Date, crew: Shift[]) {
  const members = crew.slice(0, 4);
  if (members.length === 0) return;
  const requestAt = cal.at(day, 7);
  const requestEndsAt = cal.at(day, 12);
  const requestIds = await insertChunked(m, ProductionRequest, members.map((s) => ({
    ...own, jobId, userId: s.userId, requestAt, requestEndsAt, requestedById: foremanId,
  })));
  const missing = [...members].reverse().find((s) => s.userId !== foremanId && s.username !== 'worker') ?? members[members.length - 1]!;
  const [code] = (await m.query(
    'SELECT id FROM cost_code WHERE job_id = $1 AND is_to_track_employee_and_equipment_time ORDER BY id LIMIT 1', [jobId],
  )) as { id: number }[];
  if (!code) return;
  const submitted = members.map((s, i) => ({ s, requestId: requestIds[i]! })).filter(({ s }) => s !== missing);
  const rows = [];
  for (const { s, requestId } of submitted) {
    const [user] = (await m.query('SELECT work_type_id AS "workTypeId" FROM "user" WHERE id = $1', [s.userId])) as { workTypeId: number }[];
    rows.push({
      ...own, type: 'Time Record' as const, jobId, userId: s.userId, costCodeId: code.id, workTypeId: user!.workTypeId,
      producedAt: requestAt, producedEndsAt: requestEndsAt, quantity: 5, isLunchbreakTaken: false, isApproved: null,
      description: 'Weekend catch-up: backfill and compaction', productionRequestId: requestId, invoiceStatus: 'N/A' as const,
    });
  }
  const ids = await insertChunked(m, Production, rows);
  for (const [i, id] of ids.entries()) {
    await m.query('UPDATE production_request SET production_id = $1 WHERE id = $2', [id, rows[i]!.productionRequestId]);
  }
}

/** At least one of the day's time records on the job logs a machine of the job. */
async function ensureEquipmentLine(m: EntityManager, cal: DemoCalendar, own: { companyId: number }, jobId: number, day: Date) {
  const range = [jobId, day, cal.at(day, 24)];
  const [line] = (await m.query(
    `SELECT 1 FROM production_equipment pe JOIN production p ON p.id = pe.production_id
      WHERE p.job_id = $1 AND p.produced_at >= $2 AND p.produced_at < $3 LIMIT 1`, range,
  )) as unknown[];
  if (line) return;
  const [record] = (await m.query(
    `SELECT id, quantity FROM production WHERE job_id = $1 AND produced_at >= $2 AND produced_at < $3 AND type = 'Time Record' ORDER BY id LIMIT 1`, range,
  )) as { id: number; quantity: string }[];
  const [machine] = (await m.query('SELECT equipment_id AS "equipmentId" FROM job_equipment WHERE job_id = $1 ORDER BY id LIMIT 1', [jobId])) as
    { equipmentId: number }[];
  if (!record || !machine) return;
  await insertChunked(m, ProductionEquipment, [{
    ...own, productionId: record.id, equipmentId: machine.equipmentId, hoursUsed: Number(record.quantity), litersOfFuel: 85, notes: 'Greased',
  }]);
}

/** The day's production quantity on one of the job's production cost codes. */
async function ensureProductionQuantity(m: EntityManager, cal: DemoCalendar, own: { companyId: number }, jobId: number, foremanId: number, day: Date) {
  const [found] = (await m.query(
    `SELECT 1 FROM production WHERE job_id = $1 AND type = 'Production' AND produced_at >= $2 AND produced_at < $3 LIMIT 1`,
    [jobId, day, cal.at(day, 24)],
  )) as unknown[];
  if (found) return;
  const [code] = (await m.query(
    'SELECT id, description, unit FROM cost_code WHERE job_id = $1 AND is_to_track_production ORDER BY id LIMIT 1', [jobId],
  )) as { id: number; description: string | null }[];
  if (!code) return;
  await insertChunked(m, Production, [{
    ...own, type: 'Production', jobId, costCodeId: code.id, userId: foremanId, producedAt: cal.at(day, 16), quantity: 42.5,
    description: `Daily quantity, ${code.description ?? 'as measured'}`, invoiceStatus: 'N/A',
  }]);
}

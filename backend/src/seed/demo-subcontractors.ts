/**
 * Demo subcontractors (issue 9, the subcontractor report): two subtrades working for Demo Construction, a paving crew
 * on the Surrey road widening and a water truck driver (dust control, sweeping) on the Langley subdivision, each person flagged `isSubcontractor`,
 * not on payroll, on their job's crew, scheduled and with time records (and their machine's lines) on the working
 * days of the last three weeks. Older records are approved and ready for invoicing or invoiced; this week's pending.
 * Who works which day is counted in working days (not calendar days), so each of them has records in every one of
 * those weeks (an invoiced one among them) whatever the weekday the seed runs on.
 * Called once from demo-seed.ts inside the seed's transaction (its actor is the system).
 */
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { hoursWorked } from '@groundwork/shared/domain';
import { JobAssignment } from '../modules/jobs/job-assignment.entity';
import { ProductionRequest } from '../modules/production-requests/production-request.entity';
import { ProductionEquipment } from '../modules/productions/production-equipment.entity';
import { Production } from '../modules/productions/production.entity';
import { User } from '../modules/users/user.entity';
import { insertChunked } from '../platform/database/insert-chunked';
import { DEMO_EMPLOYEE_PASSWORD } from './demo-logins';
import type { DemoCalendar } from './demo-days';

const COMPANY = 'Demo Construction';
const DAYS = 21;

interface SubcontractorSeed {
  name: string;
  username: string;
  firm: string;
  workClass: 'OPERATORS' | 'LABOUR' | 'DRIVER';
  workType: string;
  /** The job they work on, and the machine they log (an equipment name of the company), if any. */
  job: string;
  equipment: string | null;
  /** Shift start and end, hours after local midnight. */
  from: number;
  to: number;
}

const SUBCONTRACTORS: SubcontractorSeed[] = [
  { name: 'Gurpreet Bains', username: 'gbains.fvp', firm: 'Fraser Valley Paving', workClass: 'OPERATORS', workType: 'Equipment Operation', job: 'DC24-104', equipment: 'RL-702', from: 6.5, to: 17 },
  { name: 'Kevin Tran', username: 'ktran.fvp', firm: 'Fraser Valley Paving', workClass: 'LABOUR', workType: 'General Labour', job: 'DC24-104', equipment: null, from: 6.5, to: 17 },
  { name: 'Aaron Whitfield', username: 'awhitfield.fvp', firm: 'Fraser Valley Paving', workClass: 'LABOUR', workType: 'General Labour', job: 'DC24-104', equipment: null, from: 6.5, to: 15 },
  { name: 'Rosa Delgado', username: 'rdelgado.csw', firm: 'Coast Sweeping and Water', workClass: 'DRIVER', workType: 'Trucking', job: 'DC24-102', equipment: 'TR-603', from: 7, to: 15.5 },
];

/**
 * Inserts the subcontractors of the demo company; `hashes` maps each demo password to its argon2id hash; their days
 * are those before the day of the seed's `now` in the company's time zone (`cal`).
 */
export async function seedDemoSubcontractors(m: EntityManager, hashes: Map<string, string>, cal: DemoCalendar): Promise<void> {
  // The newest of that name: the one this seed's transaction has just inserted.
  const [company] = await m.query('SELECT id FROM company WHERE name = $1 ORDER BY id DESC LIMIT 1', [COMPANY]);
  if (!company) return;
  const companyId: number = company.id;
  const own = { companyId };
  const lookup = async (sql: string, params: unknown[]) => new Map(((await m.query(sql, params)) as { name: string; id: number }[]).map((r) => [r.name, r.id]));
  const jobs = await lookup('SELECT name, id FROM job WHERE company_id = $1', [companyId]);
  const equipment = await lookup('SELECT name, id FROM equipment WHERE company_id = $1', [companyId]);
  const workTypes = await lookup('SELECT name, id FROM work_type WHERE company_id = $1', [companyId]);
  const roles = await lookup('SELECT name, id FROM role WHERE company_id = $1', [companyId]);
  const people = await lookup('SELECT username AS name, id FROM "user" WHERE company_id = $1', [companyId]);
  const timeCodes = new Map<number, number[]>();
  for (const row of (await m.query(
    'SELECT job_id AS "jobId", id FROM cost_code WHERE company_id = $1 AND is_to_track_employee_and_equipment_time AND NOT is_loa ORDER BY id',
    [companyId],
  )) as { jobId: number; id: number }[]) {
    timeCodes.set(row.jobId, [...(timeCodes.get(row.jobId) ?? []), row.id]);
  }
  const crew = SUBCONTRACTORS.filter((s) => jobs.has(s.job) && (timeCodes.get(jobs.get(s.job)!) ?? []).length > 0);
  if (crew.length === 0 || !roles.has('Worker')) return;

  const userIds = await insertChunked(m, User, crew.map((s, i) => ({
    ...own, name: s.name, employeeCode: `SUB${101 + i}`, employmentType: 'N/A', payType: null, payRate: null,
    workTypeId: workTypes.get(s.workType) ?? null, workClass: s.workClass, union: 'NON', carType: 'Own Car',
    mobile: `778-555-${String(3100 + i * 23)}`, email: `${s.username.split('.')[0]}@${s.firm.toLowerCase().replace(/[^a-z]/g, '')}.example`,
    address: null, birthdayAt: null, hiredAt: null, emergencyContact: `${s.firm} dispatch, 604-555-0${190 + i}`, health: null,
    username: s.username, password: hashes.get(DEMO_EMPLOYEE_PASSWORD)!, roleId: roles.get('Worker')!,
    isOnPayroll: false, isActive: true, isSubcontractor: true,
  })));
  const subs = crew.map((s, i) => ({ ...s, id: userIds[i], jobId: jobs.get(s.job)!, codes: timeCodes.get(jobs.get(s.job)!)! }));
  // The manager follows the subtrades' hours (the manager report shows them beside the company's crews).
  const manager = people.get('manager');
  if (manager !== undefined) {
    await m.createQueryBuilder().insert().into('user_managers', ['company_id', 'user_id', 'manager_id'])
      .values(subs.map((s) => ({ company_id: companyId, user_id: s.id, manager_id: manager }))).execute();
  }
  await insertChunked(m, JobAssignment, subs.map((s) => ({ ...own, jobId: s.jobId, userId: s.id, assignment: `Subcontractor: ${s.firm}` })));

  const requests: QueryDeepPartialEntity<ProductionRequest>[] = [];
  const records: { row: QueryDeepPartialEntity<Production>; equipmentId: number | null; sub: number }[] = [];
  const requester = manager ?? people.get('foreman') ?? null;
  // The working days before today, the latest first: `w` counts them (0 is the last working day).
  const workingDays = Array.from({ length: DAYS - 1 }, (_, i) => ({ daysAgo: i + 1, day: cal.midnight(i + 1) }))
    .filter(({ day }) => !cal.isWeekend(day));
  workingDays.forEach(({ daysAgo, day }, w) => {
    subs.forEach((s, k) => {
      // The water truck comes two working days in five (so in every week); the paving crew works every day but the odd one.
      if (s.workClass === 'DRIVER' ? (w + k) % 5 > 1 : (w * 7 + k) % 11 === 0) return;
      const starts = cal.at(day, s.from);
      const ends = cal.at(day, s.to);
      requests.push({ ...own, requestAt: starts, requestEndsAt: ends, userId: s.id, jobId: s.jobId, requestedById: requester });
      const hours = hoursWorked(starts, ends, true);
      records.push({
        sub: requests.length - 1,
        equipmentId: s.equipment ? equipment.get(s.equipment) ?? null : null,
        row: {
          ...own, type: 'Time Record', jobId: s.jobId, userId: s.id, costCodeId: s.codes[(daysAgo + k) % s.codes.length],
          workTypeId: workTypes.get(s.workType) ?? null, producedAt: starts, producedEndsAt: ends, quantity: hours,
          description: s.firm === 'Coast Sweeping and Water'
            ? ['Dust control on haul road', 'Street sweeping, 65 Ave frontage', 'Water for compaction, lot 14 to 22'][daysAgo % 3]
            : ['Asphalt base lift, eastbound lanes', 'Tack coat and surface lift', 'Curb tie-in and hand work', 'Milling transitions'][daysAgo % 4],
          isApproved: daysAgo >= 7 ? true : daysAgo >= 4 ? (k === 2 && w === 3 ? false : true) : null,
          exportedAt: null,
          isLunchbreakTaken: true,
          invoiceStatus: daysAgo >= 14 ? 'Invoiced' : daysAgo >= 7 ? 'Ready for Invoicing' : 'N/A',
        },
      });
    });
  });
  const requestIds = await insertChunked(m, ProductionRequest, requests);
  const recordIds = await insertChunked(m, Production, records.map((r) => ({ ...r.row, productionRequestId: requestIds[r.sub] })));
  await m.query('UPDATE production_request r SET production_id = p.id FROM production p WHERE p.production_request_id = r.id AND r.id = ANY($1::int[])', [requestIds]);
  await insertChunked(m, ProductionEquipment, records.flatMap((r, i) => (r.equipmentId === null ? [] : [{
    ...own, productionId: recordIds[i], equipmentId: r.equipmentId, hoursUsed: Math.max(0, Number(r.row.quantity) - 1),
    litersOfFuel: r.row.userId === subs.find((s) => s.workClass === 'DRIVER')?.id ? 95 : 60, notes: i % 6 === 0 ? 'Standby 1 h waiting on locates' : null,
  }])));
}

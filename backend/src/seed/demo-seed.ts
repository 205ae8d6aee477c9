import { seedOvertime } from './demo-overtime';
import { seedJobCostAlert } from './demo-job-cost-alert';
import type { DataSource, EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { DEMO_ROLE_PERMISSIONS, PERMISSIONS, hoursWorked, localDay } from '@groundwork/shared/domain';
import { Company } from '../modules/companies/company.entity';
import { CostCode } from '../modules/cost-codes/cost-code.entity';
import { EquipmentCategory } from '../modules/equipment-categories/equipment-category.entity';
import { Equipment } from '../modules/equipment/equipment.entity';
import { JobAssignment } from '../modules/jobs/job-assignment.entity';
import { JobEquipment } from '../modules/jobs/job-equipment.entity';
import { Job } from '../modules/jobs/job.entity';
import { ProductionRequest } from '../modules/production-requests/production-request.entity';
import { ProductionEquipment } from '../modules/productions/production-equipment.entity';
import { Production } from '../modules/productions/production.entity';
import { Role } from '../modules/roles/role.entity';
import { User } from '../modules/users/user.entity';
import { WorkType } from '../modules/work-types/work-type.entity';
import {
  DEMO_CATALOGUE, DEMO_EMPLOYEES, DEMO_UNIT_PRICES, demoHourlyRate, NORTHWIND_CATALOGUE, NORTHWIND_PEOPLE, type CompanySeed, type PersonSeed,
} from './demo-data';
import { DEMO_EMPLOYEE_PASSWORD, DEMO_LOGINS } from './demo-logins';
import { seedForemanYesterday } from './demo-foreman';
import { seedDemoTimeOffs } from './demo-time-offs';
import { seedPayrollProfiles } from './demo-payroll';
import { hashPassword } from '../platform/auth/password';
import { insertChunked } from '../platform/database/insert-chunked';
import { seedHauling } from './demo-hauling';
import { setTransactionActor } from '../platform/database/actor';
import { seedDemoSubcontractors } from './demo-subcontractors';
import { at, dayStart, isWeekend } from './demo-days';

/** Days of schedule and time records, ending on the seed day. */
const HISTORY_DAYS = 21;

/**
 * Seeds the two demo companies when the database has no company; does nothing otherwise.
 * One transaction: only its manager is used inside it (the embedded database serialises connections).
 */
export async function seedDemo(ds: DataSource, now = new Date()): Promise<void> {
  if (await hasCompany(ds.manager)) return;
  const hashes = await hashPasswords();
  await ds.transaction(async (m) => {
    if (await hasCompany(m)) return;
    await insertDemoData(m, hashes, now);
  });
}

/**
 * Inserts the demo companies with the given manager (the caller owns the transaction; tests roll it back).
 * Dates are relative to the day of `now`; the random choices are fixed by a seed, so every run looks alike.
 */
export async function seedDemoData(m: EntityManager, now = new Date()): Promise<void> {
  await insertDemoData(m, await hashPasswords(), now);
}

async function hasCompany(m: EntityManager): Promise<boolean> {
  const rows = (await m.query('SELECT EXISTS (SELECT 1 FROM company) AS found')) as { found: boolean }[];
  return rows[0].found;
}

async function insertDemoData(m: EntityManager, hashes: Map<string, string>, now: Date): Promise<void> {
  await setTransactionActor(m, 'system'); // the records' history shows the seed as "System"
  const rnd = random(20240601);
  await seedCompany(m, rnd, hashes, { ...DEMO_CATALOGUE, roles: demoRoles(), people: demoPeople() }, now);
  await seedForemanYesterday(m, now);
  await seedCompany(m, rnd, hashes, { ...NORTHWIND_CATALOGUE, roles: northwindRoles(), people: NORTHWIND_PEOPLE }, now);
  await seedDemoSubcontractors(m, hashes, now);
  await seedPayrollProfiles(m);
  await seedOvertime(m);
  await seedJobCostAlert(m);
}

/** Each distinct password hashed once. */
async function hashPasswords(): Promise<Map<string, string>> {
  const passwords = [...new Set([...DEMO_LOGINS.map((l) => l.password), DEMO_EMPLOYEE_PASSWORD])];
  const hashed = await Promise.all(passwords.map(hashPassword));
  return new Map(passwords.map((p, i) => [p, hashed[i]]));
}

function demoRoles(): CompanySeed['roles'] {
  return {
    Administrator: { description: 'Every permission, company switching', permissions: DEMO_ROLE_PERMISSIONS.Administrator },
    Manager: { description: 'Runs jobs and crews, approves time', permissions: DEMO_ROLE_PERMISSIONS.Manager },
    Foreman: { description: 'Leads a crew in the field', permissions: DEMO_ROLE_PERMISSIONS.Foreman },
    Payroll: { description: 'Checks time cards, exports payroll', permissions: DEMO_ROLE_PERMISSIONS.Payroll },
    Worker: { description: 'Field crew: schedule, time cards, time off', permissions: DEMO_ROLE_PERMISSIONS.Worker },
  };
}

function northwindRoles(): CompanySeed['roles'] {
  const P = PERMISSIONS;
  return {
    // No companies.* permission: office2 shows that one company's users see only their own company's data.
    Office: {
      description: 'Office staff: users and jobs (read)',
      permissions: [P.USERS_ALL, P.USERS_READ, P.JOBS_ALL, P.JOBS_READ],
    },
    Crew: { description: 'Field crew', permissions: DEMO_ROLE_PERMISSIONS.Worker },
  };
}

/** The five demo sign-ins first, then the employees, each reporting to the manager or the foreman. */
function demoPeople(): PersonSeed[] {
  const logins: PersonSeed[] = [
    { name: 'Alex Morgan', username: 'admin', workClass: 'ADMIN', union: 'NON', workType: 'Supervision', role: 'Administrator', managers: [], payType: 'Salary', payRate: 124800 },
    { name: 'Sarah Mitchell', username: 'manager', workClass: 'PM', union: 'NON', workType: 'Supervision', role: 'Manager', managers: ['admin'], payType: 'Salary', payRate: 114400 },
    { name: 'Dave Kowalczyk', username: 'foreman', workClass: 'FOREMAN', union: 'IUOE115', workType: 'Supervision', role: 'Foreman', managers: ['manager'], payType: 'Hourly', payRate: 48 },
    { name: 'Linda Fraser', username: 'payroll', workClass: 'ADMIN', union: 'NON', workType: 'Supervision', role: 'Payroll', managers: ['manager'], payType: 'Salary', payRate: 79040 },
    { name: 'Sam Worker', username: 'worker', workClass: 'LABOUR', union: 'LIUNA1611', workType: 'General Labour', role: 'Worker', managers: ['foreman', 'manager'], payType: 'Hourly', payRate: 30 },
  ];
  return [
    ...logins,
    ...DEMO_EMPLOYEES.map((e, i) => ({ ...e, role: 'Worker', managers: i % 3 === 0 ? ['manager'] : ['foreman', 'manager'] })),
  ];
}

type Rnd = () => number;

/** A small deterministic PRNG (mulberry32). */
function random(seed: number): Rnd {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: Rnd, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

function byName<T extends { name: string }>(items: readonly T[], ids: number[]): Map<string, number> {
  return new Map(items.map((item, i) => [item.name, ids[i]]));
}

async function seedCompany(m: EntityManager, rnd: Rnd, hashes: Map<string, string>, c: CompanySeed, now: Date): Promise<void> {
  const midnight = (daysAgo: number) => dayStart(now, daysAgo);
  const [companyId] = await insertChunked(m, Company, [
    { name: c.name, description: c.description, payrollHeader: c.payrollHeader, logo: logoFor(c.name), laborBurdenPercent: c.laborBurdenPercent ?? 0 },
  ]);
  const own = { companyId };

  const roleNames = Object.keys(c.roles);
  const roleIds = byName(roleNames.map((name) => ({ name })), await insertChunked(m, Role, roleNames.map((name) => ({
    ...own, name, description: c.roles[name].description, permissions: [...c.roles[name].permissions],
  }))));
  const workTypeIds = byName(c.workTypes, await insertChunked(m, WorkType, c.workTypes.map((w) => ({ ...own, ...w }))));
  const categoryIds = byName(c.categories.map((name) => ({ name })),
    await insertChunked(m, EquipmentCategory, c.categories.map((name) => ({ ...own, name }))));

  const equipmentIds = await insertChunked(m, Equipment, c.equipment.map((e, i) => ({
    ...own, name: e.name, description: e.description, equipmentCategoryId: categoryIds.get(e.category)!,
    class: e.class, make: e.make, year: e.year, modelNumber: `${e.make.slice(0, 3).toUpperCase()}-${e.year}-${i + 1}`,
    serialNumber: `SN${e.year}${String(10_000 + i * 137)}`, licensePlate: e.class === 'Truck' || e.class === 'Pick-up' ? `BC ${1000 + i * 7} K` : null,
    isRental: e.isRental ?? false, isActive: e.isActive ?? true, value: e.value, acquiredAt: `${e.year}-0${1 + (i % 9)}-15`,
    ownershipType: e.ownershipType ?? 'Owned', startingHours: e.startingHours, hourlyRate: demoHourlyRate(e.value),
    endOfTerm: e.ownershipType && e.ownershipType !== 'Owned' ? `${now.getFullYear() + 1}-0${1 + (i % 9)}` : null,
  })));
  const equipment = c.equipment.map((e, i) => ({ ...e, id: equipmentIds[i] }));

  const loginPassword = new Map(DEMO_LOGINS.map((l) => [l.username, l.password]));
  const userIds = await insertChunked(m, User, c.people.map((p, i) => ({
    ...own, name: p.name, employeeCode: `${c.codePrefix}${1001 + i}`, employmentType: p.payType === 'Salary' ? 'Full Time' : pick(rnd, ['Full Time', 'Full Time', 'Part Time']),
    payType: p.payType, payRate: p.payRate, workTypeId: workTypeIds.get(p.workType)!, workClass: p.workClass, union: p.union,
    carType: p.payType === 'Salary' ? "Company's Car" : pick(rnd, ['Own Car', 'N/A']), mobile: `604-555-${String(1000 + i * 37).slice(-4)}`,
    email: `${p.username}@${c.name.toLowerCase().replace(/[^a-z]/g, '')}.example`, address: `${100 + i * 12} ${pick(rnd, ['Fraser Hwy', 'King George Blvd', 'Lougheed Hwy', 'Glover Rd'])}, BC`,
    birthdayAt: `19${70 + (i % 28)}-0${1 + (i % 9)}-${10 + (i % 18)}`, hiredAt: localDay(midnight(200 + i * 97)),
    emergencyContact: `Next of kin, 604-555-${String(2000 + i * 41).slice(-4)}`, health: i % 5 === 0 ? 'First aid level 1' : null,
    username: p.username, password: hashes.get(loginPassword.get(p.username) ?? DEMO_EMPLOYEE_PASSWORD)!,
    roleId: roleIds.get(p.role)!, isOnPayroll: true, isActive: p.isActive ?? true,
  })));
  const people = c.people.map((p, i) => ({ ...p, id: userIds[i], equipment: c.workTypes.find((w) => w.name === p.workType)!.isEquipmentRequired }));
  const userIdOf = new Map(people.map((p) => [p.username, p.id]));
  const managerRows = people.flatMap((p) => p.managers.map((u) => ({ company_id: companyId, user_id: p.id, manager_id: userIdOf.get(u)! })));
  if (managerRows.length > 0) await m.createQueryBuilder().insert().into('user_managers', ['company_id', 'user_id', 'manager_id']).values(managerRows).execute();

  const jobIds = await insertChunked(m, Job, c.jobs.map((j, i) => ({
    ...own, name: j.name, description: j.description, status: j.status, location: j.location, owner: j.owner,
    startsAt: localDay(midnight(j.startedDaysAgo)), endsAt: localDay(midnight(j.startedDaysAgo - j.durationDays)),
    numberOfWorkers: 3 + (i % 5), depthDig: j.depthDig ?? null, bc1Call: j.bc1Call ?? null,
    isMaterialHaulingEnabled: j.materialHauling ?? false,
  })));
  const codeRows = c.jobs.flatMap((j, i) => j.costCodes.map((cc) => ({ jobIndex: i, ...cc })));
  const codeIds = await insertChunked(m, CostCode, codeRows.map((cc) => ({
    ...own, jobId: jobIds[cc.jobIndex], name: cc.name, description: cc.description, quantity: cc.quantity, unit: cc.unit,
    isToTrackProduction: cc.production ?? false, isToTrackEmployeeAndEquipmentTime: cc.time ?? false, isLOA: cc.loa ?? false,
    invoicingInformation: cc.production ? `Bid item ${cc.name}, unit rate per ${cc.unit}` : null,
    budgetAmount: DEMO_UNIT_PRICES[cc.unit] === undefined ? null : Math.round(cc.quantity * DEMO_UNIT_PRICES[cc.unit] * 100) / 100,
  })));
  const jobs = c.jobs.map((j, i) => ({
    ...j, id: jobIds[i],
    codes: codeRows.map((cc, k) => ({ ...cc, id: codeIds[k] })).filter((cc) => cc.jobIndex === i),
  }));

  // Crews: the in-progress field jobs share the active field people; each person works on one job (their crew).
  const lead = people.find((p) => p.workClass === 'FOREMAN') ?? people[0];
  const field = people.filter((p) => (p.isActive ?? true) && !['ADMIN', 'PM'].includes(p.workClass));
  const fieldJobs = jobs.filter((j) => j.status === 'in_progress' && j.codes.some((cc) => cc.production));
  const crews = fieldJobs.map((job, k) => ({ job, members: field.filter((_, i) => i % fieldJobs.length === k) }));
  const assignments = crews.flatMap(({ job, members }) => members.map((p) => ({
    ...own, jobId: job.id, userId: p.id, assignment: p.equipment ? 'Operator' : p.workClass === 'FOREMAN' ? 'Foreman' : 'Crew',
  })));
  // The lead also appears on every field job's crew list (one schedule per day, on their own crew's job).
  for (const { job, members } of crews) {
    if (!members.includes(lead)) assignments.push({ ...own, jobId: job.id, userId: lead.id, assignment: 'Foreman' });
  }
  await insertChunked(m, JobAssignment, assignments);
  const activeEquipment = equipment.filter((e) => e.isActive ?? true);
  const jobEquipment = crews.map(({ job }, k) => ({
    job, items: activeEquipment.filter((_, i) => i % crews.length === k).slice(0, 5),
  }));
  await insertChunked(m, JobEquipment, jobEquipment.flatMap(({ job, items }) => items.map((e) => ({
    ...own, jobId: job.id, equipmentId: e.id, description: `${e.description} on ${job.name}`,
  }))));

  // Schedule entries for the last weeks (working days and today), with their time records.
  const requester = people.find((p) => p.workClass === 'PM') ?? lead;
  const lastWorkingDaysAgo = [1, 2, 3, 4].find((d) => !isWeekend(midnight(d)))!;
  const requests: QueryDeepPartialEntity<ProductionRequest>[] = [];
  const records: { row: QueryDeepPartialEntity<Production>; requestIndex: number; equipmentId: number | null }[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const day = midnight(daysAgo);
    if (isWeekend(day) && daysAgo !== 0) continue;
    for (const { job, members } of crews) {
      const timeCodes = job.codes.filter((cc) => cc.time);
      const gear = jobEquipment.find((g) => g.job === job)!.items;
      for (const p of members) {
        const long = rnd() < 0.3;
        const requestAt = at(day, 7);
        const requestEndsAt = at(day, long ? 17.5 : 15.5);
        requests.push({ ...own, requestAt, requestEndsAt, userId: p.id, jobId: job.id, requestedById: requester.id });
        // Today's shifts and a few past ones have no time card yet (missing timecards); the worker login always
        // has one such past shift in the last days (a red day in My Schedule).
        const forgotten = p.username === 'worker' && daysAgo === lastWorkingDaysAgo;
        if (daysAgo === 0 || forgotten || rnd() < 0.07) continue;
        const lunch = rnd() < 0.85;
        const end = rnd() < 0.1 ? at(requestEndsAt, -1) : requestEndsAt;
        const hours = hoursWorked(requestAt, end, lunch);
        // Two weeks back: approved and exported to payroll; last week: processed (a few declined); this week: mostly pending.
        const exported = daysAgo >= 14;
        const approved = exported ? true : daysAgo >= 7 ? rnd() >= 0.05 : rnd() < 0.3 ? true : null;
        // Operators log their machine; the worker login runs a compactor every other day (equipment lines on My Records).
        const usesGear = p.equipment || (p.username === 'worker' && daysAgo % 2 === 0);
        records.push({
          requestIndex: requests.length - 1,
          equipmentId: usesGear && gear.length > 0 ? pick(rnd, gear).id : null,
          row: {
            ...own, type: 'Time Record', jobId: job.id, userId: p.id, costCodeId: pick(rnd, timeCodes).id,
            workTypeId: workTypeIds.get(p.workType)!, producedAt: requestAt, producedEndsAt: end, quantity: hours,
            description: pick(rnd, ['Trenching and pipe bedding', 'Backfill and compaction', 'Site prep', 'Loading trucks', 'Grading', 'Traffic control', 'Cleanup']),
            isApproved: approved, exportedAt: exported ? at(midnight(daysAgo - 3), 9) : null,
            // Some older records leave the lunch flag unset: it is then inferred from start, end and hours.
            isLunchbreakTaken: daysAgo > 10 && lunch && rnd() < 0.3 ? null : lunch,
            invoiceStatus: daysAgo >= 14 ? pick(rnd, ['Invoiced', 'Ready for Invoicing']) : daysAgo >= 7 ? 'Ready for Invoicing' : 'N/A',
          },
        });
      }
    }
  }
  const requestIds = await insertChunked(m, ProductionRequest, requests);
  const recordIds = await insertChunked(m, Production, records.map((r) => ({ ...r.row, productionRequestId: requestIds[r.requestIndex] })));
  await m.query(
    `UPDATE production_request r SET production_id = p.id FROM production p
      WHERE p.production_request_id = r.id AND r.company_id = $1`, [companyId]);
  await insertChunked(m, ProductionEquipment, records.flatMap((r, i) => (r.equipmentId === null ? [] : [{
    ...own, productionId: recordIds[i], equipmentId: r.equipmentId, hoursUsed: Math.max(0, Number(r.row.quantity) - (rnd() < 0.3 ? 1 : 0)),
    litersOfFuel: Math.round(40 + rnd() * 120), notes: rnd() < 0.2 ? pick(rnd, ['Greased', 'Hydraulic leak, reported', 'Idle 1 h waiting for trucks']) : null,
  }])));

  // Daily production quantities on the field jobs (material hauling out of their stockpiles: demo-hauling.ts).
  const quantities: QueryDeepPartialEntity<Production>[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 1; daysAgo -= 1) {
    const day = midnight(daysAgo);
    if (isWeekend(day)) continue;
    for (const { job } of crews) {
      for (const cc of job.codes.filter((x) => x.production)) {
        if (rnd() < 0.35) continue;
        quantities.push({
          ...own, type: 'Production', jobId: job.id, costCodeId: cc.id, userId: lead.id, producedAt: at(day, 16),
          quantity: Math.round(cc.quantity * (0.005 + rnd() * 0.02) * 100) / 100, description: `Daily quantity, ${cc.description}`,
          invoiceStatus: daysAgo >= 10 ? 'Ready for Invoicing' : 'N/A',
        });
      }
    }
  }
  await insertChunked(m, Production, quantities);
  await seedHauling(m, rnd, companyId, lead.id, now);

  const timeOffs = await seedDemoTimeOffs(m, companyId, people, now);

  // The crews' schedule for the rest of this week and next Monday (weeks run Sunday to Saturday), built by the
  // foreman; the rest of next week is left for the foreman to build. Nobody is scheduled on a day of approved time
  // off. The worker login also has one night shift, next Wednesday.
  const nextMonday = -(8 - midnight(0).getDay());
  const nextWednesday = nextMonday - 2;
  const upcoming: QueryDeepPartialEntity<ProductionRequest>[] = [];
  for (let daysAgo = -1; daysAgo >= nextWednesday; daysAgo -= 1) {
    const day = midnight(daysAgo);
    if (isWeekend(day)) continue;
    for (const { job, members } of crews) {
      for (const p of members) {
        const night = p.username === 'worker' && daysAgo === nextWednesday;
        if (daysAgo < nextMonday && !night) continue;
        if (timeOffs.covers(p.id, day)) continue;
        const requestAt = at(day, night ? 20 : 7);
        upcoming.push({ ...own, requestAt, requestEndsAt: at(requestAt, 8.5), userId: p.id, jobId: job.id, requestedById: lead.id });
      }
    }
  }
  await insertChunked(m, ProductionRequest, upcoming);
}

/** A small SVG logo (initials on a colour) as an image data URL. */
function logoFor(name: string): string {
  const initials = name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  const colour = name.startsWith('Demo') ? '#f59e0b' : '#0ea5e9';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="${colour}"/>`
    + `<text x="32" y="41" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

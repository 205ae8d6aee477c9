/**
 * GET /api/jobs/{id}/job-cost (issue 20, docs/job-cost.md) on a small job built here, figures worked out by hand:
 * an hourly and a salaried employee, overtime and double time, a 25 % burden, owned and rental equipment (and one
 * without a rate), a production quantity and an hours unit, declined records (never counted), approvedOnly, a range.
 * Records are stored with their overtime split as given (the split itself is the overtime module's, tested there).
 */
import { ALL_PERMISSIONS, MESSAGES, PERMISSIONS } from '@groundwork/shared/domain';
import { TIMESTAMP_MESSAGE } from '@groundwork/shared/validation';
import { Company } from '../../src/modules/companies/company.entity';
import { CostCode } from '../../src/modules/cost-codes/cost-code.entity';
import { Equipment } from '../../src/modules/equipment/equipment.entity';
import { EquipmentCategory } from '../../src/modules/equipment-categories/equipment-category.entity';
import { Job } from '../../src/modules/jobs/job.entity';
import { ProductionEquipment } from '../../src/modules/productions/production-equipment.entity';
import { Production } from '../../src/modules/productions/production.entity';
import { runAsActor } from '../../src/platform/database/actor';
import { createCompany, createRole, createUser, uniqueName } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { staff, type Staff } from '../jobs/fixtures';

let t: TestApp;
let companyId: number;
let jobId: number;
let admin: Staff;
const code: Record<'pipe' | 'lab' | 'misc', number> = { pipe: 0, lab: 0, misc: 0 };

interface Line { costCodeId: number; [field: string]: unknown }
interface JobCost { jobId: number; basis: string; costCodes: Line[]; totals: Record<string, number | null> }

async function build(): Promise<void> {
  const ds = t.dataSource;
  const company = await createCompany(ds, { laborBurdenPercent: 25 } as Partial<Company>);
  companyId = company.id;
  admin = await staff(t.app, ds, companyId, ALL_PERMISSIONS);
  const role = await createRole(ds, companyId, [PERMISSIONS.WEB_TIMECARDS]);
  const person = async (payType: 'Hourly' | 'Salary' | 'N/A', payRate: number | null) =>
    (await createUser(ds, { companyId, roleId: role.id, payType, payRate })).user.id;
  const hourly = await person('Hourly', 38.37);
  const salaried = await person('Salary', 100000); // 100000 / 2080 an hour
  const subcontractor = await person('N/A', null);

  const job = await ds.getRepository(Job).save({ companyId, name: uniqueName('JC', 9), description: 'Job cost test' } as Job);
  jobId = job.id;
  const cc = (fields: Partial<CostCode>) => ds.getRepository(CostCode).save({ companyId, jobId, description: null, ...fields } as CostCode);
  code.pipe = (await cc({ name: 'PIPE', quantity: 200, unit: 'm', isToTrackProduction: true, isToTrackEmployeeAndEquipmentTime: true, budgetAmount: 10000 })).id;
  code.lab = (await cc({ name: 'LAB', quantity: 100, unit: 'hr', isToTrackEmployeeAndEquipmentTime: true, budgetAmount: 5000 })).id;
  code.misc = (await cc({ name: 'MISC', quantity: 1, unit: 'ls', budgetAmount: null })).id;

  const category = await ds.getRepository(EquipmentCategory).save({ companyId, name: uniqueName('Cat ') });
  const machine = (name: string, hourlyRate: number | null, isRental = false) => ds.getRepository(Equipment).save({
    companyId, name: uniqueName(name, 9), description: name, equipmentCategoryId: category.id, class: 'Excavator', isRental, hourlyRate,
  } as Equipment);
  const owned = await machine('EX', 125.5);
  const rental = await machine('RT', 87.25, true);
  const unrated = await machine('NR', null);

  const record = async (
    costCodeId: number, userId: number | null, at: string, split: [number, number, number], isApproved: boolean | null,
    lines: [number, number][] = [], type: 'Time Record' | 'Production' = 'Time Record', quantity?: number,
  ) => {
    const hours = split[0] + split[1] + split[2];
    const p = await ds.getRepository(Production).save({
      companyId, type, jobId, costCodeId, userId, producedAt: new Date(at), producedEndsAt: null, quantity: quantity ?? hours,
      regularHours: type === 'Time Record' ? split[0] : 0, overtimeHours: type === 'Time Record' ? split[1] : 0,
      doubleTimeHours: type === 'Time Record' ? split[2] : 0, isApproved,
    } as Production);
    for (const [equipmentId, hoursUsed] of lines) await ds.getRepository(ProductionEquipment).save({ companyId, productionId: p.id, equipmentId, hoursUsed } as ProductionEquipment);
  };
  // PIPE, 2025-03-03
  await record(code.pipe, hourly, '2025-03-03T15:00:00Z', [8, 2, 0], true, [[owned.id, 6.5]]);
  await record(code.pipe, salaried, '2025-03-03T15:00:00Z', [8, 4, 1], null, [[rental.id, 3.25]]);
  await record(code.pipe, hourly, '2025-03-03T16:00:00Z', [8, 0, 0], false, [[rental.id, 8]]); // declined
  await record(code.pipe, admin.id, '2025-03-03T17:00:00Z', [0, 0, 0], null, [], 'Production', 50);
  await record(code.pipe, admin.id, '2025-03-03T18:00:00Z', [0, 0, 0], false, [], 'Production', 30); // declined
  // LAB (an hours unit)
  await record(code.lab, hourly, '2025-03-05T15:00:00Z', [7.5, 0, 0], true, [[rental.id, 0.5]]);
  await record(code.lab, subcontractor, '2025-03-10T15:00:00Z', [4, 0, 0], null, [[unrated.id, 4]]);
  await record(code.lab, hourly, '2025-03-10T20:00:00Z', [0, 0, 2], null);
  // Another job's record on the same company: never counted.
  const other = await ds.getRepository(Job).save({ companyId, name: uniqueName('JO', 9), description: 'Other job' } as Job);
  const otherCode = await ds.getRepository(CostCode).save({ companyId, jobId: other.id, name: 'PIPE', description: null, quantity: 1, unit: 'm' } as CostCode);
  await ds.getRepository(Production).save({
    companyId, type: 'Time Record', jobId: other.id, costCodeId: otherCode.id, userId: hourly, producedAt: new Date('2025-03-03T15:00:00Z'),
    quantity: 8, regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, isApproved: true,
  } as Production);
}

beforeAll(async () => {
  t = await createTestApp();
  await runAsActor('system', build);
}, 60_000);
afterAll(() => t.close());

const read = (query = '', who: Staff = admin, id = jobId) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${id}/job-cost${query}`, headers: who.auth });
const lineOf = (body: JobCost, id: number) => body.costCodes.find((c) => c.costCodeId === id)!;

describe('GET /api/jobs/{id}/job-cost', () => {
  it('costs every record that is not declined, to the cent, per cost code and in total', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    const body = res.json() as JobCost;
    expect(body.jobId).toBe(jobId);
    expect(body.basis).toBe('notDeclined');
    expect(body.costCodes.map((c) => c.name)).toEqual(['LAB', 'MISC', 'PIPE']);
    // Wages: hourly 11 weighted hours (8 + 2 x 1.5) x 38.37 = 422.07; salaried 16 weighted hours (8 + 4 x 1.5 + 1 x 2)
    // x 100000 / 2080 = 769.2307...; (422.07 + 769.2307...) x 1.25 = 1489.1259... -> 1489.13 (a rate rounded to
    // 48.08 first would give 1489.20). Equipment: 6.5 x 125.50 + 3.25 x 87.25 = 1099.3125 -> 1099.31.
    expect(lineOf(body, code.pipe)).toEqual({
      costCodeId: code.pipe, name: 'PIPE', description: null, unit: 'm', budgetQuantity: 200, actualQuantity: 50, percentComplete: 25,
      budgetAmount: 10000, laborHours: 23, laborCost: 1489.13, equipmentHours: 9.75, equipmentCost: 1099.31, totalCost: 2588.44,
      projectedCost: 10353.76, variance: -353.76,
    });
    // Hours unit: the actual quantity is the hours. Wages (7.5 + 2 x 2) x 38.37 = 441.255, the subcontractor's 4 hours
    // cost nothing; x 1.25 = 551.56875 -> 551.57. Equipment 0.5 x 87.25 = 43.625 -> 43.63 (half up), the unrated 4 h: 0.
    expect(lineOf(body, code.lab)).toEqual({
      costCodeId: code.lab, name: 'LAB', description: null, unit: 'hr', budgetQuantity: 100, actualQuantity: 13.5, percentComplete: 13.5,
      budgetAmount: 5000, laborHours: 13.5, laborCost: 551.57, equipmentHours: 4.5, equipmentCost: 43.63, totalCost: 595.2,
      projectedCost: 4408.89, variance: 591.11,
    });
    expect(lineOf(body, code.misc)).toEqual({
      costCodeId: code.misc, name: 'MISC', description: null, unit: 'ls', budgetQuantity: 1, actualQuantity: null, percentComplete: null,
      budgetAmount: null, laborHours: 0, laborCost: 0, equipmentHours: 0, equipmentCost: 0, totalCost: 0, projectedCost: null, variance: null,
    });
    expect(body.totals).toEqual({
      budgetAmount: 15000, laborHours: 36.5, laborCost: 2040.7, equipmentHours: 14.25, equipmentCost: 1142.94, totalCost: 3183.64,
      projectedCost: 14762.65, variance: 237.35,
    });
  });

  it('is exact to the cent where floating point is not: burden, overtime, a salaried employee and rental equipment on one cost code', async () => {
    // Its own company (burden 20 %, 2080 hours), job and cost code EXACT: 40 m budgeted at $2,000, 10 m produced.
    const ds = t.dataSource;
    const built = await runAsActor('system', async () => {
      const company = await createCompany(ds, { laborBurdenPercent: 20 } as Partial<Company>);
      const reader = await staff(t.app, ds, company.id, [PERMISSIONS.REPORTS_JOB_COST]);
      const role = await createRole(ds, company.id, [PERMISSIONS.WEB_TIMECARDS]);
      const hourly = (await createUser(ds, { companyId: company.id, roleId: role.id, payType: 'Hourly', payRate: 25.37 })).user.id;
      const salaried = (await createUser(ds, { companyId: company.id, roleId: role.id, payType: 'Salary', payRate: 104000 })).user.id;
      const job = await ds.getRepository(Job).save({ companyId: company.id, name: uniqueName('JX', 9), description: 'Exact' } as Job);
      const exact = await ds.getRepository(CostCode).save({
        companyId: company.id, jobId: job.id, name: 'EXACT', description: null, quantity: 40, unit: 'm', isToTrackProduction: true,
        isToTrackEmployeeAndEquipmentTime: true, budgetAmount: 2000,
      } as CostCode);
      const category = await ds.getRepository(EquipmentCategory).save({ companyId: company.id, name: uniqueName('Cat ') });
      const rental = await ds.getRepository(Equipment).save({
        companyId: company.id, name: uniqueName('RX', 9), description: 'Rented loader', equipmentCategoryId: category.id, class: 'Excavator',
        isRental: true, hourlyRate: 64.35,
      } as Equipment);
      const save = (userId: number, type: 'Time Record' | 'Production', quantity: number, split: [number, number, number], isApproved: boolean | null) =>
        ds.getRepository(Production).save({
          companyId: company.id, type, jobId: job.id, costCodeId: exact.id, userId, producedAt: new Date('2025-04-07T15:00:00Z'),
          producedEndsAt: null, quantity, regularHours: split[0], overtimeHours: split[1], doubleTimeHours: split[2], isApproved,
        } as Production);
      const approved = await save(hourly, 'Time Record', 10, [8, 1.5, 0.5], true);
      await ds.getRepository(ProductionEquipment).save({ companyId: company.id, productionId: approved.id, equipmentId: rental.id, hoursUsed: 3.3 } as ProductionEquipment);
      await save(salaried, 'Time Record', 11, [8, 2, 1], null);
      await save(hourly, 'Production', 10, [0, 0, 0], null);
      return { reader, jobId: job.id, codeId: exact.id };
    });
    const res = await read('', built.reader, built.jobId);
    expect(res.statusCode).toBe(200);
    // Hand-computed (docs/job-cost.md formulas):
    // - hourly, $25.37: 8 regular + 1.5 OT x 1.5 + 0.5 DT x 2 = 11.25 weighted hours x 25.37 = 285.4125
    // - salaried, $104,000 a year / 2080 = $50 an hour: 8 + 2 x 1.5 + 1 x 2 = 13 weighted hours x 50 = 650
    // - wages 935.4125 x 1.20 (burden 20 %) = 1122.495 exactly -> 1122.50 (half up); in floating point the product is
    //   1122.4949999... and would round to 1122.49
    // - rental 3.3 h x $64.35 = 212.355 exactly -> 212.36; floating point gives 212.35499999... -> 212.35
    // - total 1122.50 + 212.36 = 1334.86; 10 of 40 m = 25 %; projected 1334.86 x 40 / 10 = 5339.44; variance 2000 - 5339.44
    expect((res.json() as JobCost).costCodes).toEqual([{
      costCodeId: built.codeId, name: 'EXACT', description: null, unit: 'm', budgetQuantity: 40, actualQuantity: 10, percentComplete: 25,
      budgetAmount: 2000, laborHours: 21, laborCost: 1122.5, equipmentHours: 3.3, equipmentCost: 212.36, totalCost: 1334.86,
      projectedCost: 5339.44, variance: -3339.44,
    }]);
    // What a float computation would have answered (so the expectations above are not what floats give anyway).
    expect(Math.round((11.25 * 25.37 + 13 * 104000 / 2080) * 1.2 * 100) / 100).toBe(1122.49);
    expect(Math.round(3.3 * 64.35 * 100) / 100).toBe(212.35);
  });

  it('approvedOnly counts only the approved time records', async () => {
    const body = (await read('?approvedOnly=true')).json() as JobCost;
    expect(body.basis).toBe('approvedOnly');
    // 11 x 38.37 x 1.25 = 527.5875 -> 527.59; 6.5 x 125.50 = 815.75. The production quantity (not declined) still counts.
    expect(lineOf(body, code.pipe)).toMatchObject({
      actualQuantity: 50, laborHours: 10, laborCost: 527.59, equipmentHours: 6.5, equipmentCost: 815.75, totalCost: 1343.34,
      projectedCost: 5373.36, variance: 4626.64,
    });
    // 7.5 x 38.37 x 1.25 = 359.71875 -> 359.72; 403.35 x 100 / 7.5 = 5378.
    expect(lineOf(body, code.lab)).toMatchObject({
      actualQuantity: 7.5, percentComplete: 7.5, laborHours: 7.5, laborCost: 359.72, equipmentHours: 0.5, equipmentCost: 43.63,
      totalCost: 403.35, projectedCost: 5378, variance: -378,
    });
    expect(body.totals).toMatchObject({ laborCost: 887.31, equipmentCost: 859.38, totalCost: 1746.69 });
  });

  it('counts the records of the range only (days inclusive)', async () => {
    const body = (await read('?startsAt=2025-03-04&endsAt=2025-03-05')).json() as JobCost;
    expect(lineOf(body, code.pipe)).toMatchObject({
      actualQuantity: 0, percentComplete: 0, laborHours: 0, laborCost: 0, equipmentCost: 0, totalCost: 0, projectedCost: null, variance: 10000,
    });
    expect(lineOf(body, code.lab)).toMatchObject({ laborHours: 7.5, laborCost: 359.72, equipmentCost: 43.63, totalCost: 403.35 });
    const from = (await read('?startsAt=2025-03-06')).json() as JobCost;
    // (2 x 2) x 38.37 x 1.25 = 191.85
    expect(lineOf(from, code.lab)).toMatchObject({ laborHours: 6, laborCost: 191.85, equipmentHours: 4, equipmentCost: 0 });
    const until = (await read('?endsAt=2025-03-03')).json() as JobCost;
    expect(lineOf(until, code.pipe)).toMatchObject({ laborCost: 1489.13, totalCost: 2588.44 });
    expect(lineOf(until, code.lab)).toMatchObject({ laborHours: 0, totalCost: 0 });
  });

  it('changes with the company burden and salaried divisor', async () => {
    await t.dataSource.getRepository(Company).update({ id: companyId }, { laborBurdenPercent: 0, salariedHoursPerYear: 2000 });
    try {
      const body = (await read('?endsAt=2025-03-03')).json() as JobCost;
      // 422.07 + 16 x 100000 / 2000 = 422.07 + 800 = 1222.07
      expect(lineOf(body, code.pipe)).toMatchObject({ laborCost: 1222.07 });
    } finally {
      await t.dataSource.getRepository(Company).update({ id: companyId }, { laborBurdenPercent: 25, salariedHoursPerYear: 2080 });
    }
  });

  it('answers 403 without reports.job_cost, whatever else the caller holds', async () => {
    const jobsReader = await staff(t.app, t.dataSource, companyId, ALL_PERMISSIONS.filter((p) => p !== PERMISSIONS.REPORTS_JOB_COST));
    expect((await read('', jobsReader)).statusCode).toBe(403);
    const worker = await staff(t.app, t.dataSource, companyId, [PERMISSIONS.WEB_TIMECARDS]);
    const refused = await read('', worker);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('laborCost');
    const costOnly = await staff(t.app, t.dataSource, companyId, [PERMISSIONS.REPORTS_JOB_COST]);
    expect((await read('', costOnly)).statusCode).toBe(200);
  });

  it("answers 404 for another company's job and a job that does not exist", async () => {
    const other = await createCompany(t.dataSource);
    const outsider = await staff(t.app, t.dataSource, other.id, ALL_PERMISSIONS);
    const res = await read('', outsider);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('PIPE');
    expect((await read('', admin, 2_000_000_001)).statusCode).toBe(404);
  });

  it('answers 400 with a clear message for a bad range or flag, never 500', async () => {
    const backwards = await read('?startsAt=2025-03-05&endsAt=2025-03-04');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ endsAt: MESSAGES.endBeforeStart });
    const instants = await read('?startsAt=2025-03-05T10:00:00Z&endsAt=2025-03-05T09:59:59Z');
    expect(instants.json().errors).toEqual({ endsAt: MESSAGES.endBeforeStart });
    expect((await read('?startsAt=2025-03-05&endsAt=2025-03-05')).statusCode).toBe(200);
    const badDate = await read('?startsAt=2025-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual({ startsAt: TIMESTAMP_MESSAGE });
    const junk = await read('?endsAt=tomorrow&approvedOnly=maybe');
    expect(junk.statusCode).toBe(400);
    expect(Object.keys(junk.json().errors).sort()).toEqual(['approvedOnly', 'endsAt']);
  });
});

/**
 * The access table's fixture per write route with a path parameter (and the deletes with two): the ids of the path
 * and a VALID body, so a call of another company's user reaches the service and only tenancy can refuse it.
 * - params(target): the path's ids, in order, from the world of the company whose rows are under test;
 * - body(own, caller, target): a body that would succeed on the caller's own rows: it refers only to `own` (the
 *   caller's company), so a service that forgot the path's company would write (the test sees it).
 * A new POST/PUT/PATCH route with a :param fails the access table until it has an entry here.
 */
import { overtimePolicyBody, RECORD_DAY, timeRecordBody, type TenantWorld } from './tenant-world';
import { uniqueName } from './factories';

export interface FixtureCaller {
  id: number;
}

export interface WriteFixture {
  params(target: TenantWorld): number[];
  body?(own: TenantWorld, caller: FixtureCaller, target: TenantWorld & { company: CompanyFields }): object;
}

export interface CompanyFields {
  name: string;
  description: string;
  payrollHeader: string;
}

/** A day of its own for records created by these calls (the world's record is on RECORD_DAY). */
const NEW_RECORD_DAY = '2025-03-04';

/** A shift on NEW_RECORD_DAY (the world's schedule entry is on RECORD_DAY). */
const shiftBody = (userId: number) => ({ userId, requestAt: `${NEW_RECORD_DAY}T07:00:00-05:00`, requestEndsAt: `${NEW_RECORD_DAY}T15:30:00-05:00` });

const costCode = () => ({ name: uniqueName('CC', 20), description: 'Pipe laying', quantity: 120, unit: 'm', isToTrackProduction: true, isToTrackEmployeeAndEquipmentTime: false });

export const WRITE_FIXTURES: Record<string, WriteFixture> = {
  /** The world's stored export (no records): its reset succeeds once per company. */
  'POST /api/payroll-exports/:id/reset': { params: (t) => [t.payrollExportId] },
  /** companies.all manages every company (docs/permissions.md): the body re-sends the target's own values. */
  /** The builder's own notification (read by its builder, the control caller; anyone else's answers 404). */
  'POST /api/notifications/:id/read': { params: (t) => [t.notificationId] },
  'PUT /api/companies/:id': {
    params: (t) => [t.companyId],
    body: (_own, _caller, t) => ({ name: t.company.name, description: t.company.description, payrollHeader: t.company.payrollHeader }),
  },
  'PUT /api/cost-codes/:id': { params: (t) => [t.productionCodeId], body: costCode },
  'PUT /api/equipment/:id': {
    params: (t) => [t.equipmentId],
    body: (own) => ({ name: uniqueName('EX', 9), description: 'Excavator 330', equipmentCategoryId: own.categoryId, class: 'Excavator', make: 'CAT', year: 2019 }),
  },
  'PUT /api/equipment/categories/:id': { params: (t) => [t.categoryId], body: () => ({ name: uniqueName('Loaders ') }) },
  'PUT /api/jobs/:id': {
    params: (t) => [t.jobId],
    body: () => ({ name: uniqueName('J', 9), description: 'Renamed job', status: 'in_progress', location: 'North yard', numberOfWorkers: 4 }),
  },
  'POST /api/jobs/:id/assignments': { params: (t) => [t.jobId], body: (own) => ({ userId: own.spareUserId, assignment: 'Operator' }) },
  'DELETE /api/jobs/:id/assignments/:userId': { params: (t) => [t.jobId, t.assignedUserId] },
  'POST /api/jobs/:id/cost-codes': { params: (t) => [t.jobId], body: costCode },
  'POST /api/jobs/:id/equipment': { params: (t) => [t.jobId], body: (own) => ({ equipmentId: own.equipmentId, description: 'Trenching' }) },
  'DELETE /api/jobs/:id/equipment/:equipmentId': { params: (t) => [t.jobId, t.jobEquipmentId] },
  /** A time record of the caller (what web.timecards alone may write). */
  'POST /api/jobs/:id/productions': { params: (t) => [t.jobId], body: (own, caller) => timeRecordBody(own, caller.id, NEW_RECORD_DAY) },
  'PUT /api/jobs/productions/:id': {
    params: (t) => [t.productionId],
    body: (own) => ({ ...timeRecordBody(own, own.userId, RECORD_DAY, { id: own.lineId, equipmentId: own.equipmentId }), description: 'Edited' }),
  },
  /** A shift of the caller's company's assigned employee (the body refers only to the caller's company). */
  'POST /api/jobs/:id/production-requests': { params: (t) => [t.jobId], body: (own) => shiftBody(own.userId) },
  'POST /api/jobs/:id/production-requests/_batch': { params: (t) => [t.jobId], body: (own) => ({ requests: [shiftBody(own.userId)] }) },
  'PATCH /api/jobs/production-requests/:id': {
    params: (t) => [t.requestId],
    body: () => ({ requestAt: `${RECORD_DAY}T06:00:00-05:00`, requestEndsAt: `${RECORD_DAY}T14:30:00-05:00` }),
  },
  'PUT /api/jobs/production-equipments/:id': { params: (t) => [t.lineId], body: (own) => ({ equipmentId: own.equipmentId, hoursUsed: 5, litersOfFuel: 30, notes: 'Edited' }) },
  'PUT /api/roles/:id': {
    params: (t) => [t.roleId],
    body: () => ({ name: uniqueName('Role '), description: 'Field crew', permissions: [{ name: 'web.timecards' }, { name: 'time_offs.read' }] }),
  },
  'PUT /api/users/:id': {
    params: (t) => [t.userId],
    body: (own) => {
      const username = uniqueName('u', 24);
      return {
        name: uniqueName('User ', 30), employeeCode: uniqueName('E', 9), workClass: 'LABOUR', email: `${username}@example.test`, username,
        roleId: own.roleId, workTypeId: own.workTypeId, isOnPayroll: true, isActive: true, managerIds: [own.assignedUserId],
      };
    },
  },
  /** Approving the world's pending time off (the caller approves: its own company's builder manages the employee). */
  'PUT /api/time-offs/:id': { params: (t) => [t.timeOffId], body: () => ({ approvedAt: '2025-03-01T12:00:00Z', approvedByUserId: null }) },
  'PUT /api/overtime-policies/:id': { params: (t) => [t.overtimePolicyId], body: () => overtimePolicyBody() },
  'PUT /api/work-types/:id': { params: (t) => [t.workTypeId], body: () => ({ name: uniqueName('Hauling '), isEquipmentRequired: false }) },
};

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Writes (POST/PUT/PATCH) whose path has a parameter: each needs a fixture. */
export const needsWriteFixture = (route: { method: string; path: string }) => ['POST', 'PUT', 'PATCH'].includes(route.method) && route.path.includes('/:');

/** The path with its parameters set, in order. */
export function fillPath(path: string, ids: readonly number[]): string {
  let i = 0;
  return path.replace(/:[A-Za-z0-9_]+/g, () => {
    const id = ids[i];
    i += 1;
    if (id === undefined) throw new Error(`fixture of ${path}: no id for parameter ${i}`);
    return String(id);
  });
}

/**
 * The measured reads: each an HTTP request to the running server and its floor, the same rows read with one raw
 * `pg` query and JSON.stringify'd. Later features add their reports here (one entry each).
 */
import type { BenchWorld } from './seed';

export interface BenchCase {
  name: string;
  /** The API path (with its query) a user's screen calls. */
  path(world: BenchWorld): string;
  /** One SQL statement returning the same data, and its parameters. */
  floor(world: BenchWorld): { sql: string; params: unknown[] };
}

const JOB_COLUMNS = `j.id, j.company_id AS "companyId", j.name, j.description, j.status, j.location, j.starts_at::text AS "startsAt",
  j.ends_at::text AS "endsAt", j.owner, j.number_of_workers AS "numberOfWorkers", j.depth_dig::float8 AS "depthDig", j.bc1_call AS "bc1Call",
  j.is_material_hauling_enabled AS "isMaterialHaulingEnabled", j.created_at AS "createdAt", j.updated_at AS "updatedAt"`;

const RECORD_JSON = `json_build_object('id', p.id, 'companyId', p.company_id, 'type', p.type, 'jobId', p.job_id, 'costCodeId', p.cost_code_id,
  'userId', p.user_id, 'workTypeId', p.work_type_id, 'productionRequestId', p.production_request_id, 'producedAt', p.produced_at,
  'producedEndsAt', p.produced_ends_at, 'quantity', p.quantity::float8, 'description', p.description, 'isApproved', p.is_approved,
  'exportedAt', p.exported_at, 'isLunchbreakTaken', p.is_lunchbreak_taken, 'invoiceStatus', p.invoice_status,
  'user', json_build_object('id', u.id, 'name', u.name, 'employeeCode', u.employee_code, 'username', u.username, 'workClass', u.work_class),
  'workType', json_build_object('id', w.id, 'name', w.name),
  'productionEquipments', COALESCE((SELECT json_agg(json_build_object('id', pe.id, 'productionId', pe.production_id, 'equipmentId', pe.equipment_id,
     'hoursUsed', pe.hours_used::float8, 'litersOfFuel', pe.liters_of_fuel::float8, 'notes', pe.notes,
     'equipment', json_build_object('id', e.id, 'name', e.name, 'description', e.description)) ORDER BY pe.id)
   FROM production_equipment pe JOIN equipment e ON e.id = pe.equipment_id WHERE pe.production_id = p.id), '[]'))`;

export const CASES: BenchCase[] = [
  {
    name: 'job list (excludeDone)',
    path: () => '/api/jobs?excludeDone=true',
    floor: (w) => ({ sql: `SELECT ${JOB_COLUMNS} FROM job j WHERE j.company_id = $1 AND j.status <> 'done' ORDER BY j.name, j.id`, params: [w.companyId] }),
  },
  {
    name: 'job detail (crew, cost codes, equipment, a year of productions)',
    path: (w) => `/api/jobs/${w.sampleJobId}?includeAssignedUsers=true&includeCostCodes=true&includeEquipmentUtilization=true&includeProductions=true`,
    floor: (w) => ({
      sql: `SELECT ${JOB_COLUMNS},
        (SELECT json_agg(json_build_object('id', a.id, 'jobId', a.job_id, 'userId', a.user_id, 'assignment', a.assignment, 'createdAt', a.created_at,
           'user', json_build_object('id', u.id, 'name', u.name, 'employeeCode', u.employee_code, 'isActive', u.is_active)) ORDER BY u.name)
         FROM job_assignment a JOIN "user" u ON u.id = a.user_id WHERE a.job_id = j.id) AS "userAssignments",
        (SELECT json_agg(json_build_object('id', c.id, 'jobId', c.job_id, 'name', c.name, 'description', c.description, 'quantity', c.quantity::float8,
           'unit', c.unit, 'isToTrackProduction', c.is_to_track_production, 'isToTrackEmployeeAndEquipmentTime', c.is_to_track_employee_and_equipment_time,
           'isLOA', c.is_loa, 'invoicingInformation', c.invoicing_information) ORDER BY c.name) FROM cost_code c WHERE c.job_id = j.id) AS "costCodes",
        (SELECT json_agg(json_build_object('id', je.id, 'equipmentId', je.equipment_id, 'description', je.description,
           'equipment', json_build_object('id', e.id, 'name', e.name, 'description', e.description, 'class', e.class)) ORDER BY e.name)
         FROM job_equipment je JOIN equipment e ON e.id = je.equipment_id WHERE je.job_id = j.id) AS "equipmentUtilization",
        (SELECT json_agg(${RECORD_JSON} ORDER BY p.produced_at, p.id) FROM production p LEFT JOIN "user" u ON u.id = p.user_id
           LEFT JOIN work_type w ON w.id = p.work_type_id WHERE p.job_id = j.id) AS productions
        FROM job j WHERE j.id = $1 AND j.company_id = $2`,
      params: [w.sampleJobId, w.companyId],
    }),
  },
  {
    name: "job's time records for two weeks (with cost codes)",
    path: (w) => `/api/jobs/${w.sampleJobId}/productions?producedStartsAt=${w.twoWeeks.start}&producedEndsAt=${w.twoWeeks.end}&includeCostCodes=true`,
    floor: (w) => ({
      sql: `SELECT ${RECORD_JSON} AS record, json_build_object('id', c.id, 'name', c.name, 'description', c.description, 'unit', c.unit,
          'quantity', c.quantity::float8) AS "costCode"
        FROM production p LEFT JOIN "user" u ON u.id = p.user_id LEFT JOIN work_type w ON w.id = p.work_type_id JOIN cost_code c ON c.id = p.cost_code_id
        WHERE p.company_id = $1 AND p.job_id = $2 AND p.produced_at >= $3::date AND p.produced_at < $4::date + 1 ORDER BY p.produced_at, p.id`,
      params: [w.companyId, w.sampleJobId, w.twoWeeks.start, w.twoWeeks.end],
    }),
  },
];

/**
 * The measured reads: each an HTTP request to the running server and its floor: one hand-written SQL statement
 * that returns the whole response body as JSON text (same rows, fields, nesting and order as the endpoint; the
 * bench checks that before timing). Later features add their reports here (one entry each).
 */
import { addDays, DEFAULT_PAY_PERIOD_STARTS_ON, payPeriodOf } from '@groundwork/shared/domain';
import type { BenchWorld } from './seed';

export interface BenchCase {
  name: string;
  /** The API path (with its query) a user's screen calls. */
  path(world: BenchWorld): string;
  /** One SQL statement whose single row and column is the response body (JSON text), and its parameters. */
  floor(world: BenchWorld): { sql: string; params: unknown[] };
}

/** A timestamptz as the API writes it (Date.prototype.toJSON: UTC, milliseconds, 'Z'). */
const ts = (ref: string) => `to_char(${ref} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** `[...]` of the rows of `r` (a lateral select naming the fields), `[]` when none. */
const array = (orderBy: string, from: string) => `(SELECT COALESCE(json_agg(row_to_json(r) ORDER BY ${orderBy}), '[]') FROM ${from})`;

const JOB = `j.id, j.company_id AS "companyId", j.name, j.description, j.status, j.location, j.starts_at::text AS "startsAt",
  j.ends_at::text AS "endsAt", j.owner, j.number_of_workers AS "numberOfWorkers", j.depth_dig::float8 AS "depthDig", j.bc1_call AS "bc1Call",
  j.is_material_hauling_enabled AS "isMaterialHaulingEnabled", ${ts('j.created_at')} AS "createdAt", ${ts('j.updated_at')} AS "updatedAt"`;

/** A cost code as records and the job detail embed it: no budgetAmount (money is not embedded, docs/permissions.md). */
const COST_CODE = `c.id, c.company_id AS "companyId", c.job_id AS "jobId", c.name, c.description, c.quantity::float8 AS quantity, c.unit,
  c.is_to_track_production AS "isToTrackProduction", c.is_to_track_employee_and_equipment_time AS "isToTrackEmployeeAndEquipmentTime",
  c.is_loa AS "isLOA", c.invoicing_information AS "invoicingInformation"`;

const USER_SUMMARY = `u.id, u.name, u.employee_code AS "employeeCode", u.username, u.work_class AS "workClass", u.union,
  u.is_active AS "isActive", u.is_on_payroll AS "isOnPayroll"`;

/** A record's equipment lines (with their equipment and its category), oldest line first. */
const LINES = array(
  'pe.id',
  `production_equipment pe JOIN equipment e ON e.id = pe.equipment_id LEFT JOIN equipment_category ec ON ec.id = e.equipment_category_id
   CROSS JOIN LATERAL (SELECT pe.id, pe.company_id AS "companyId", pe.production_id AS "productionId", pe.equipment_id AS "equipmentId",
     pe.hours_used::float8 AS "hoursUsed", pe.liters_of_fuel::float8 AS "litersOfFuel", pe.notes,
     (SELECT row_to_json(x) FROM (SELECT e.id, e.name, e.description, e.is_active AS "isActive", e.is_rental AS "isRental",
        (SELECT row_to_json(y) FROM (SELECT ec.id, ec.name) y WHERE ec.id IS NOT NULL) AS "equipmentCategory") x) AS equipment) r
   WHERE pe.production_id = p.id`,
);

/** A record's hours split by the overtime policy, as the records' reads carry them (issue 17). */
const HOURS_SPLIT = `p.regular_hours::float8 AS "regularHours", p.overtime_hours::float8 AS "overtimeHours", p.double_time_hours::float8 AS "doubleTimeHours",`;

/** The records of `where` (on p), oldest first, with employee, work type, equipment lines and `extra` fields. */
const records = (where: string, extra = '', joins = '') =>
  array(
    'p.produced_at, p.id',
    `production p LEFT JOIN "user" u ON u.id = p.user_id LEFT JOIN work_type w ON w.id = p.work_type_id ${joins}
     CROSS JOIN LATERAL (SELECT p.id, p.company_id AS "companyId", p.type, p.job_id AS "jobId", p.cost_code_id AS "costCodeId",
       p.user_id AS "userId", p.work_type_id AS "workTypeId", p.production_request_id AS "productionRequestId",
       ${ts('p.produced_at')} AS "producedAt", ${ts('p.produced_ends_at')} AS "producedEndsAt", p.quantity::float8 AS quantity, ${HOURS_SPLIT}
       p.description, p.is_approved AS "isApproved", ${ts('p.exported_at')} AS "exportedAt", p.is_lunchbreak_taken AS "isLunchbreakTaken",
       p.invoice_status AS "invoiceStatus", ${ts('p.created_at')} AS "createdAt", ${ts('p.updated_at')} AS "updatedAt",
       (SELECT row_to_json(x) FROM (SELECT ${USER_SUMMARY}) x WHERE u.id IS NOT NULL) AS "user",
       (SELECT row_to_json(x) FROM (SELECT w.id, w.name, w.is_equipment_required AS "isEquipmentRequired") x WHERE w.id IS NOT NULL) AS "workType",
       ${extra} ${LINES} AS "productionEquipments") r
     WHERE ${where}`,
  );

const JOB_FIELDS = `j.id, j.company_id AS "companyId", j.name, j.description, j.status, j.location, j.starts_at::text AS "startsAt",
  j.ends_at::text AS "endsAt", j.owner, j.number_of_workers AS "numberOfWorkers", j.depth_dig::float8 AS "depthDig", j.bc1_call AS "bc1Call",
  j.is_material_hauling_enabled AS "isMaterialHaulingEnabled"`;

/** A day range on `column` ($from and $to are 'YYYY-MM-DD', the end inclusive), as the API's day bounds. */
const dayRange = (column: string, from: string, to: string) =>
  `${column} >= ${from}::date::timestamp AT TIME ZONE 'UTC' AND ${column} < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/** Schedule entries of `where` (on sr), start order, with employee, job, requester and `extra` fields. */
const shifts = (where: string, extra = '') =>
  array(
    'sr.request_at, u.name, sr.id',
    `production_request sr JOIN "user" u ON u.id = sr.user_id JOIN job j ON j.id = sr.job_id LEFT JOIN "user" rb ON rb.id = sr.requested_by_id
     CROSS JOIN LATERAL (SELECT sr.id, sr.company_id AS "companyId", ${ts('sr.request_at')} AS "requestAt", ${ts('sr.request_ends_at')} AS "requestEndsAt",
       sr.production_id AS "productionId", sr.user_id AS "userId", sr.job_id AS "jobId", sr.requested_by_id AS "requestedById",
       ${ts('sr.created_at')} AS "createdAt",
       (SELECT row_to_json(x) FROM (SELECT ${USER_SUMMARY}) x) AS "user",
       (SELECT row_to_json(x) FROM (SELECT j.id, j.name, j.description, j.status, j.location) x) AS "job",
       (SELECT row_to_json(x) FROM (SELECT rb.id, rb.name, rb.username) x WHERE rb.id IS NOT NULL) AS "requestedBy" ${extra}) r
     WHERE ${where}`,
  );

/** The equipment's own columns as GET /api/equipment writes them (entity order), with its category. */
const EQUIPMENT = `e.id, e.company_id AS "companyId", e.name, e.description, e.equipment_category_id AS "equipmentCategoryId", e.class, e.make,
  e.year, e.model_number AS "modelNumber", e.serial_number AS "serialNumber", e.license_plate AS "licensePlate", e.is_rental AS "isRental",
  e.is_active AS "isActive", e.value::float8 AS value, e.acquired_at::text AS "acquiredAt", e.ownership_type AS "ownershipType",
  e.starting_hours::float8 AS "startingHours", e.hourly_rate::float8 AS "hourlyRate", e.end_of_term AS "endOfTerm", ${ts('e.created_at')} AS "createdAt", ${ts('e.updated_at')} AS "updatedAt",
  (SELECT row_to_json(x) FROM (SELECT ec.id, ec.name) x WHERE ec.id IS NOT NULL) AS "equipmentCategory"`;

/** The reports' records (GET /api/jobs/productions) with job, cost code, work type and equipment lines. */
const reportRecords = (where: string) =>
  records(
    where,
    `(SELECT row_to_json(x) FROM (SELECT ${COST_CODE}) x) AS "costCode", (SELECT row_to_json(x) FROM (SELECT ${JOB_FIELDS}) x) AS "job",`,
    'JOIN cost_code c ON c.id = p.cost_code_id JOIN job j ON j.id = p.job_id',
  );
const REPORT_FLAGS = 'includeJob=true&includeCostCodes=true&includeWorkType=true&includeProductionEquipment=true';
/** The pay period (company default anchor) that ends the seeded year's last two full weeks: the payroll report's. */
export const benchPayPeriod = (w: BenchWorld) => payPeriodOf(DEFAULT_PAY_PERIOD_STARTS_ON, w.twoWeeks.end);
/** The 30 days ending with the seeded year's last full week: the timecards report of a month. */
const benchMonth = (w: BenchWorld) => ({ start: addDays(w.twoWeeks.end, -29), end: w.twoWeeks.end });
const WITH_JOB_AND_CODE = `(SELECT row_to_json(x) FROM (SELECT ${COST_CODE}) x) AS "costCode", (SELECT row_to_json(x) FROM (SELECT ${JOB_FIELDS}) x) AS "job",`;

export const CASES: BenchCase[] = [
  {
    name: 'work types (a small read)',
    path: () => '/api/work-types',
    floor: (w) => ({
      sql: `SELECT ${array('r.name, r.id', `work_type t CROSS JOIN LATERAL (SELECT t.id, t.company_id AS "companyId", t.name, t.is_equipment_required AS "isEquipmentRequired") r WHERE t.company_id = $1`)}::text`,
      params: [w.companyId],
    }),
  },
  {
    name: 'job list (excludeDone)',
    path: () => '/api/jobs?excludeDone=true',
    floor: (w) => ({
      sql: `SELECT ${array('j.name, j.id', `job j CROSS JOIN LATERAL (SELECT ${JOB}) r WHERE j.company_id = $1 AND j.status <> 'done'`)}::text`,
      params: [w.companyId],
    }),
  },
  {
    name: 'job detail (crew, cost codes, equipment, a year of productions)',
    path: (w) => `/api/jobs/${w.sampleJobId}?includeAssignedUsers=true&includeCostCodes=true&includeEquipmentUtilization=true&includeProductions=true`,
    floor: (w) => ({
      sql: `SELECT row_to_json(r)::text FROM job j CROSS JOIN LATERAL (SELECT ${JOB},
        ${array('u.name, a.id', `job_assignment a JOIN "user" u ON u.id = a.user_id CROSS JOIN LATERAL (SELECT a.id, a.company_id AS "companyId",
           a.job_id AS "jobId", a.user_id AS "userId", a.assignment, ${ts('a.created_at')} AS "createdAt",
           (SELECT row_to_json(x) FROM (SELECT ${USER_SUMMARY}) x) AS "user") r WHERE a.job_id = j.id`)} AS "userAssignments",
        ${array('c.name, c.id', `cost_code c CROSS JOIN LATERAL (SELECT ${COST_CODE}, ${ts('c.created_at')} AS "createdAt",
           ${ts('c.updated_at')} AS "updatedAt") r WHERE c.job_id = j.id`)} AS "costCodes",
        ${array('e.name, je.id', `job_equipment je JOIN equipment e ON e.id = je.equipment_id CROSS JOIN LATERAL (SELECT je.id,
           je.company_id AS "companyId", je.job_id AS "jobId", je.equipment_id AS "equipmentId", je.description, ${ts('je.created_at')} AS "createdAt",
           (SELECT row_to_json(x) FROM (SELECT e.id, e.company_id AS "companyId", e.name, e.description, e.equipment_category_id AS "equipmentCategoryId",
              e.class, e.make, e.year, e.model_number AS "modelNumber", e.serial_number AS "serialNumber", e.license_plate AS "licensePlate",
              e.is_rental AS "isRental", e.is_active AS "isActive", e.value::float8 AS value, e.acquired_at::text AS "acquiredAt",
              e.ownership_type AS "ownershipType", e.starting_hours::float8 AS "startingHours", e.end_of_term AS "endOfTerm") x) AS equipment) r
           WHERE je.job_id = j.id`)} AS "equipmentUtilization",
        ${records('p.job_id = j.id')} AS productions) r
        WHERE j.id = $1 AND j.company_id = $2`,
      params: [w.sampleJobId, w.companyId],
    }),
  },
  {
    name: "job's time records for two weeks (with cost codes)",
    path: (w) => `/api/jobs/${w.sampleJobId}/productions?producedStartsAt=${w.twoWeeks.start}&producedEndsAt=${w.twoWeeks.end}&includeCostCodes=true`,
    floor: (w) => ({
      sql: `SELECT ${records(
        `p.company_id = $1 AND p.job_id = $2 AND p.produced_at >= $3::date::timestamp AT TIME ZONE 'UTC'
          AND p.produced_at < ($4::date + 1)::timestamp AT TIME ZONE 'UTC'`,
        `(SELECT row_to_json(x) FROM (SELECT ${COST_CODE}) x) AS "costCode",`,
        'JOIN cost_code c ON c.id = p.cost_code_id',
      )}::text`,
      params: [w.companyId, w.sampleJobId, w.twoWeeks.start, w.twoWeeks.end],
    }),
  },
  {
    name: "a worker's schedule of a week (My Schedule: shifts with their time records)",
    path: (w) => `/api/users/${w.sampleUserId}/production-requests?startsAt=${w.lastWeek.start}&endsAt=${w.lastWeek.end}&includeSubmitted=true&includeProduction=true`,
    floor: (w) => ({
      sql: `SELECT ${shifts(
        `sr.company_id = $1 AND sr.user_id = $2 AND ${dayRange('sr.request_at', '$3', '$4')}`,
        `, (${records('p.id = sr.production_id AND p.company_id = sr.company_id', `(SELECT row_to_json(x) FROM (SELECT ${COST_CODE}) x) AS "costCode",`, 'JOIN cost_code c ON c.id = p.cost_code_id')} -> 0) AS "production"`,
      )}::text`,
      params: [w.companyId, w.sampleUserId, w.lastWeek.start, w.lastWeek.end],
    }),
  },
  {
    name: "a worker's time records of a week (My Records, with job and cost code)",
    path: (w) => `/api/jobs/productions/time-records?userId=${w.sampleUserId}&startsAt=${w.lastWeek.start}&endsAt=${w.lastWeek.end}&includeJob=true&includeCostCodes=true`,
    floor: (w) => ({
      sql: `SELECT ${records(
        `p.company_id = $1 AND p.user_id = $2 AND p.type = 'Time Record' AND ${dayRange('p.produced_at', '$3', '$4')}`,
        `(SELECT row_to_json(x) FROM (SELECT ${COST_CODE}) x) AS "costCode", (SELECT row_to_json(x) FROM (SELECT ${JOB_FIELDS}) x) AS "job",`,
        'JOIN cost_code c ON c.id = p.cost_code_id JOIN job j ON j.id = p.job_id',
      )}::text`,
      params: [w.companyId, w.sampleUserId, w.lastWeek.start, w.lastWeek.end],
    }),
  },
  {
    name: "the crew builder's week for a job (next week's shifts)",
    path: (w) => `/api/jobs/${w.sampleJobId}/production-requests?requestAt=${w.nextWeek.start}&requestEndsAt=${w.nextWeek.end}`,
    floor: (w) => ({
      sql: `SELECT ${shifts(`sr.company_id = $1 AND sr.job_id = $2 AND ${dayRange('sr.request_at', '$3', '$4')}`)}::text`,
      params: [w.companyId, w.sampleJobId, w.nextWeek.start, w.nextWeek.end],
    }),
  },
  {
    name: 'manager report: a week of the team of 500 employees (time records with job, cost code, equipment)',
    path: (w) => `/api/jobs/productions?managerId=${w.managerId}&type=Time%20Record&producedStartsAt=${w.lastWeek.start}&producedEndsAt=${w.lastWeek.end}&${REPORT_FLAGS}`,
    floor: (w) => ({
      sql: `SELECT ${reportRecords(
        `p.company_id = $1 AND p.type = 'Time Record' AND ${dayRange('p.produced_at', '$3', '$4')}
          AND p.user_id IN (SELECT um.user_id FROM user_managers um WHERE um.manager_id = $2)`,
      )}::text`,
      params: [w.companyId, w.managerId, w.lastWeek.start, w.lastWeek.end],
    }),
  },
  {
    name: "subcontractor report: a month of the subcontractors' records",
    path: (w) => `/api/jobs/productions?isForSubcontractor=true&producedStartsAt=${w.lastMonth.start}&producedEndsAt=${w.lastMonth.end}&${REPORT_FLAGS}`,
    floor: (w) => ({
      sql: `SELECT ${reportRecords(
        `p.company_id = $1 AND ${dayRange('p.produced_at', '$2', '$3')}
          AND p.user_id IN (SELECT s.id FROM "user" s WHERE s.company_id = $1 AND s.is_subcontractor)`,
      )}::text`,
      params: [w.companyId, w.lastMonth.start, w.lastMonth.end],
    }),
  },
  {
    name: "spread report: a job's records for two weeks (the cross-job read with jobId)",
    path: (w) => `/api/jobs/productions?jobId=${w.sampleJobId}&producedStartsAt=${w.twoWeeks.start}&producedEndsAt=${w.twoWeeks.end}&${REPORT_FLAGS}`,
    floor: (w) => ({
      sql: `SELECT ${reportRecords(`p.company_id = $1 AND p.job_id = $2 AND ${dayRange('p.produced_at', '$3', '$4')}`)}::text`,
      params: [w.companyId, w.sampleJobId, w.twoWeeks.start, w.twoWeeks.end],
    }),
  },
  {
    name: 'equipment usage: every machine with its lines of a month',
    path: (w) => `/api/equipment?includeEquipmentUsage=true&producedStartsAt=${w.lastMonth.start}&producedEndsAt=${w.lastMonth.end}`,
    floor: (w) => ({
      sql: `WITH lines AS (
          SELECT pe.equipment_id, json_agg(row_to_json(r) ORDER BY p.produced_at, pe.id) AS usage
            FROM production_equipment pe JOIN production p ON p.id = pe.production_id
            LEFT JOIN "user" u ON u.id = p.user_id JOIN job j ON j.id = p.job_id JOIN cost_code c ON c.id = p.cost_code_id
            CROSS JOIN LATERAL (SELECT pe.id, pe.hours_used::float8 AS "hoursUsed", pe.liters_of_fuel::float8 AS "litersOfFuel", pe.notes,
              pe.equipment_id AS "equipmentId",
              (SELECT row_to_json(x) FROM (SELECT p.id, ${ts('p.produced_at')} AS "producedAt",
                 (SELECT row_to_json(y) FROM (SELECT u.id, u.name) y WHERE u.id IS NOT NULL) AS "user",
                 (SELECT row_to_json(y) FROM (SELECT j.id, j.name) y) AS job,
                 (SELECT row_to_json(y) FROM (SELECT c.id, c.name, c.description) y) AS "costCode") x) AS production) r
           WHERE pe.company_id = $1 AND ${dayRange('p.produced_at', '$2', '$3')}
           GROUP BY pe.equipment_id)
        SELECT ${array('e.name, e.id', `equipment e LEFT JOIN equipment_category ec ON ec.id = e.equipment_category_id
          LEFT JOIN lines l ON l.equipment_id = e.id CROSS JOIN LATERAL (SELECT ${EQUIPMENT}, COALESCE(l.usage, '[]') AS "equipmentUsage") r
          WHERE e.company_id = $1`)}::text`,
      params: [w.companyId, w.lastMonth.start, w.lastMonth.end],
    }),
  },
  {
    name: 'the payroll report: a pay period (two weeks) of 500 employees (queryDate, isForPayroll, job, cost code, equipment)',
    path: (w) => `/api/jobs/productions/time-records?queryDate=${benchPayPeriod(w).endsOn}&isForPayroll=true&includeJob=true&includeCostCodes=true&includeProductionEquipment=true`,
    floor: (w) => ({
      sql: `SELECT ${records(
        `p.company_id = $1 AND p.type = 'Time Record' AND ${dayRange('p.produced_at', '$2', '$3')} AND u.is_on_payroll IS TRUE`,
        WITH_JOB_AND_CODE,
        'JOIN cost_code c ON c.id = p.cost_code_id JOIN job j ON j.id = p.job_id',
      )}::text`,
      params: [w.companyId, benchPayPeriod(w).startsOn, benchPayPeriod(w).endsOn],
    }),
  },
  {
    name: 'the timecards report for a month (30 days of every employee, with job and cost code)',
    path: (w) => `/api/jobs/productions/time-records?startsAt=${benchMonth(w).start}&endsAt=${benchMonth(w).end}&includeJob=true&includeCostCodes=true`,
    floor: (w) => ({
      sql: `SELECT ${records(
        `p.company_id = $1 AND p.type = 'Time Record' AND ${dayRange('p.produced_at', '$2', '$3')}`,
        WITH_JOB_AND_CODE,
        'JOIN cost_code c ON c.id = p.cost_code_id JOIN job j ON j.id = p.job_id',
      )}::text`,
      params: [w.companyId, benchMonth(w).start, benchMonth(w).end],
    }),
  },
  {
    // Issue 20: at most 1.2x its HTTP floor. The jobs of the bench are alike in size (each has 1/100 of the records).
    name: "job cost: a job's cost per cost code over its whole year (labour with burden, equipment, projection)",
    path: (w) => `/api/jobs/${w.sampleJobId}/job-cost`,
    floor: (w) => ({
      sql: `WITH
        co AS (SELECT salaried_hours_per_year::numeric AS d, labor_burden_percent AS b FROM company WHERE id = $1),
        lab AS (SELECT p.cost_code_id AS id, sum(p.quantity) AS h,
            COALESCE(sum((p.regular_hours + 1.5 * p.overtime_hours + 2 * p.double_time_hours) * u.pay_rate) FILTER (WHERE u.pay_type = 'Hourly'), 0) AS hw,
            COALESCE(sum((p.regular_hours + 1.5 * p.overtime_hours + 2 * p.double_time_hours) * u.pay_rate) FILTER (WHERE u.pay_type = 'Salary'), 0) AS sw
          FROM production p LEFT JOIN "user" u ON u.id = p.user_id
          WHERE p.company_id = $1 AND p.job_id = $2 AND p.type = 'Time Record' AND p.is_approved IS DISTINCT FROM false GROUP BY 1),
        eq AS (SELECT p.cost_code_id AS id, sum(pe.hours_used) AS h, sum(pe.hours_used * COALESCE(e.hourly_rate, 0)) AS c
          FROM production p JOIN production_equipment pe ON pe.production_id = p.id JOIN equipment e ON e.id = pe.equipment_id
          WHERE p.company_id = $1 AND p.job_id = $2 AND p.type = 'Time Record' AND p.is_approved IS DISTINCT FROM false GROUP BY 1),
        pr AS (SELECT p.cost_code_id AS id, sum(p.quantity) AS q FROM production p
          WHERE p.company_id = $1 AND p.job_id = $2 AND p.type = 'Production' AND p.is_approved IS DISTINCT FROM false GROUP BY 1),
        l AS (SELECT c.id, c.name, c.description, c.unit, c.quantity AS bq, c.budget_amount AS ba, COALESCE(lab.h, 0) AS lh,
            round((COALESCE(lab.hw, 0) * co.d + COALESCE(lab.sw, 0)) * (100 + co.b) / (co.d * 100), 2) AS lc,
            COALESCE(eq.h, 0) AS eh, round(COALESCE(eq.c, 0), 2) AS ec,
            CASE WHEN c.is_to_track_production THEN COALESCE(pr.q, 0)
                 WHEN lower(trim(c.unit)) IN ('h', 'hr', 'hrs', 'hour', 'hours') THEN COALESCE(lab.h, 0) END AS aq
          FROM cost_code c CROSS JOIN co LEFT JOIN lab ON lab.id = c.id LEFT JOIN eq ON eq.id = c.id LEFT JOIN pr ON pr.id = c.id
          WHERE c.company_id = $1 AND c.job_id = $2),
        r AS (SELECT l.*, lc + ec AS tc,
            CASE WHEN bq > 0 AND aq IS NOT NULL THEN round(100 * aq / bq, 2) END AS pc,
            CASE WHEN bq > 0 AND aq > 0 THEN round((lc + ec) * bq / aq, 2) END AS pj FROM l),
        v AS (SELECT r.*, ba - COALESCE(pj, tc) AS va FROM r)
        SELECT json_build_object('jobId', $2::int, 'basis', 'notDeclined'::text,
          'costCodes', COALESCE((SELECT json_agg(json_build_object('costCodeId', v.id, 'name', v.name, 'description', v.description, 'unit', v.unit,
            'budgetQuantity', v.bq::float8, 'actualQuantity', v.aq::float8, 'percentComplete', v.pc::float8, 'budgetAmount', v.ba::float8,
            'laborHours', v.lh::float8, 'laborCost', v.lc::float8, 'equipmentHours', v.eh::float8, 'equipmentCost', v.ec::float8,
            'totalCost', v.tc::float8, 'projectedCost', v.pj::float8, 'variance', v.va::float8) ORDER BY v.name, v.id) FROM v), '[]'),
          'totals', (SELECT json_build_object('budgetAmount', sum(v.ba)::float8, 'laborHours', COALESCE(sum(v.lh), 0)::float8,
            'laborCost', COALESCE(sum(v.lc), 0)::float8, 'equipmentHours', COALESCE(sum(v.eh), 0)::float8, 'equipmentCost', COALESCE(sum(v.ec), 0)::float8,
            'totalCost', COALESCE(sum(v.tc), 0)::float8, 'projectedCost', COALESCE(sum(COALESCE(v.pj, v.tc)), 0)::float8, 'variance', sum(v.va)::float8) FROM v)
        )::text`,
      params: [w.companyId, w.sampleJobId],
    }),
  },
];

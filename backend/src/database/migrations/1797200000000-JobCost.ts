import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every permission before this migration (the product's list at the time; a role holding them all held every permission). */
const EVERY_PERMISSION_BEFORE = [
  'companies.all', 'companies.toggle', 'users.all', 'users.read', 'users.create', 'users.update', 'roles.read',
  'roles.add', 'roles.update', 'jobs.all', 'jobs.read', 'jobs.create', 'jobs.update', 'jobs.delete',
  'productions.create', 'productions.time_cards.upload', 'productions.approve', 'productions.invoice',
  'productions.export', 'equipment.all', 'equipment.read', 'equipment.create', 'equipment.update',
  'equipment.delete', 'cost_codes.all', 'cost_codes.read', 'cost_codes.create', 'cost_codes.update',
  'cost_codes.delete', 'web.crew_builder', 'web.timecards', 'reports.foreman_report',
  'reports.equipment_usage_report', 'reports.spread_report', 'reports.subcontractor_report',
  'reports.manager_report', 'reports.payroll_report', 'reports.active_employees_report', 'reports.timecards_report',
  'reports.timecards_report_v2', 'reports.missing_timecards_report', 'reports.everyone', 'contents.work_types',
  'contents.equipment_categories', 'material_hauling.all', 'time_offs.read', 'time_offs.report', 'time_offs.create',
  'time_offs.approve',
];

/**
 * Issue 20 (job cost, docs/job-cost.md): the rates and budgets a job's cost is made of (equipment hourly rate, cost
 * code budget amount, the company's labour burden and salaried hours per year), and the new permission
 * `reports.job_cost`, given to every role named Administrator that held every other permission (as migration
 * SubcontractorsAndReports did for reports.everyone: such a role keeps holding every permission). Other roles,
 * Manager included, get it from an administrator (Roles screen): who sees money is the company's decision.
 */
export class JobCost1797200000000 implements MigrationInterface {
  name = 'JobCost1797200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "equipment" ADD "hourly_rate" numeric(10,2)`);
    await q.query(`ALTER TABLE "equipment" ADD CONSTRAINT "ck_equipment_hourly_rate" CHECK ("hourly_rate" >= 0)`);
    await q.query(`ALTER TABLE "cost_code" ADD "budget_amount" numeric(14,2)`);
    await q.query(`ALTER TABLE "cost_code" ADD CONSTRAINT "ck_cost_code_budget_amount" CHECK ("budget_amount" >= 0)`);
    await q.query(`ALTER TABLE "company" ADD "labor_burden_percent" numeric(5,2) NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "company" ADD "salaried_hours_per_year" integer NOT NULL DEFAULT '2080'`);
    await q.query(
      `ALTER TABLE "company" ADD CONSTRAINT "ck_company_labor_burden_percent" CHECK ("labor_burden_percent" BETWEEN 0 AND 100)`,
    );
    await q.query(
      `ALTER TABLE "company" ADD CONSTRAINT "ck_company_salaried_hours_per_year" CHECK ("salaried_hours_per_year" BETWEEN 1 AND 8784)`,
    );
    await q.query(
      `UPDATE "role" SET "permissions" = "permissions" || ARRAY['reports.job_cost']::text[] ` +
        `WHERE lower(trim("name")) = 'administrator' AND NOT ('reports.job_cost' = ANY("permissions")) ` +
        `AND "permissions" @> $1::text[]`,
      [EVERY_PERMISSION_BEFORE],
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "role" SET "permissions" = array_remove("permissions", 'reports.job_cost')`);
    await q.query(`ALTER TABLE "company" DROP CONSTRAINT "ck_company_salaried_hours_per_year"`);
    await q.query(`ALTER TABLE "company" DROP CONSTRAINT "ck_company_labor_burden_percent"`);
    await q.query(`ALTER TABLE "company" DROP COLUMN "salaried_hours_per_year"`);
    await q.query(`ALTER TABLE "company" DROP COLUMN "labor_burden_percent"`);
    await q.query(`ALTER TABLE "cost_code" DROP CONSTRAINT "ck_cost_code_budget_amount"`);
    await q.query(`ALTER TABLE "cost_code" DROP COLUMN "budget_amount"`);
    await q.query(`ALTER TABLE "equipment" DROP CONSTRAINT "ck_equipment_hourly_rate"`);
    await q.query(`ALTER TABLE "equipment" DROP COLUMN "hourly_rate"`);
  }
}

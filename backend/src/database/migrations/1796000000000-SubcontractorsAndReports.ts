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
  'reports.timecards_report_v2', 'reports.missing_timecards_report', 'contents.work_types',
  'contents.equipment_categories', 'material_hauling.all', 'time_offs.read', 'time_offs.report', 'time_offs.create',
  'time_offs.approve',
];

/**
 * Issue 9 (reports): the user flag `is_subcontractor` (the subcontractor report reads their records), and the new
 * permission `reports.everyone` (read another manager's team: docs/permissions.md) given to every role named
 * Administrator that held every other permission, so such a role keeps holding every permission (the company switch
 * and the Administrator role's rules in docs/permissions.md depend on it). The manager report reads
 * user_managers by manager (ix_user_managers_manager_id exists).
 */
export class SubcontractorsAndReports1796000000000 implements MigrationInterface {
  name = 'SubcontractorsAndReports1796000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" ADD "is_subcontractor" boolean NOT NULL DEFAULT false`);
    await q.query(
      `UPDATE "role" SET "permissions" = "permissions" || ARRAY['reports.everyone']::text[] ` +
        `WHERE lower(trim("name")) = 'administrator' AND NOT ('reports.everyone' = ANY("permissions")) ` +
        `AND "permissions" @> $1::text[]`,
      [EVERY_PERMISSION_BEFORE],
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "role" SET "permissions" = array_remove("permissions", 'reports.everyone')`);
    await q.query(`ALTER TABLE "user" DROP COLUMN "is_subcontractor"`);
  }
}

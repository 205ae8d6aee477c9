import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The screens compare names case-insensitively ("EX1" and "ex1" are the same piece of equipment), so the database
 * does too: job name and equipment name per company, cost code name per job and employee code per company become
 * unique on lower(...), replacing the plain unique constraints of the initial migration.
 *
 * TypeORM cannot describe an index on an expression: the entities declare these indexes by name with
 * `synchronize: false` so the schema check leaves them alone. The exception filter maps a violation of each to
 * 409 on its field through backend/src/database/constraints.ts.
 *
 * A database that already holds names differing only by case cannot take the new indexes: the migration stops and
 * says which, so they can be renamed before it runs again (nothing is changed on the way).
 */
const INDEXES = [
  { table: 'job', old: 'uq_job_company_name', index: 'uq_job_company_lower_name', scope: 'company_id', column: 'name', oldColumns: '"company_id", "name"' },
  { table: 'equipment', old: 'uq_equipment_company_name', index: 'uq_equipment_company_lower_name', scope: 'company_id', column: 'name', oldColumns: '"company_id", "name"' },
  { table: 'cost_code', old: 'uq_cost_code_job_name', index: 'uq_cost_code_job_lower_name', scope: 'job_id', column: 'name', oldColumns: '"job_id", "name"' },
  { table: 'user', old: 'uq_user_company_employee_code', index: 'uq_user_company_lower_employee_code', scope: 'company_id', column: 'employee_code', oldColumns: '"company_id", "employee_code"' },
] as const;

export class CaseInsensitiveNames1795300000000 implements MigrationInterface {
  name = 'CaseInsensitiveNames1795300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const clashes: string[] = [];
    for (const i of INDEXES) {
      const rows: { scope: number; value: string; n: number }[] = await queryRunner.query(
        `SELECT "${i.scope}" AS "scope", lower("${i.column}") AS "value", count(*)::int AS "n" FROM "${i.table}" ` +
          `GROUP BY "${i.scope}", lower("${i.column}") HAVING count(*) > 1 ORDER BY 1, 2 LIMIT 20`,
      );
      for (const r of rows) clashes.push(`${i.table}.${i.column} '${r.value}' (${i.scope} ${r.scope}, ${r.n} rows)`);
    }
    if (clashes.length > 0) {
      throw new Error(`These values differ only by case and must be renamed before the migration can run: ${clashes.join('; ')}`);
    }
    for (const i of INDEXES) {
      await queryRunner.query(`ALTER TABLE "${i.table}" DROP CONSTRAINT "${i.old}"`);
      await queryRunner.query(`CREATE UNIQUE INDEX "${i.index}" ON "${i.table}" ("${i.scope}", lower("${i.column}"))`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const i of [...INDEXES].reverse()) {
      await queryRunner.query(`DROP INDEX "${i.index}"`);
      await queryRunner.query(`ALTER TABLE "${i.table}" ADD CONSTRAINT "${i.old}" UNIQUE (${i.oldColumns})`);
    }
  }
}

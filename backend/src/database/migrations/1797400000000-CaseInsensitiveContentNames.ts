import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Work type and equipment category names become unique per company whatever their case, as job, equipment and cost
 * code names already are (migration CaseInsensitiveNames): "trucking" beside "Trucking" is refused with the form's
 * duplicate message (409 on name, backend/src/database/constraints.ts). Unique indexes on (company_id, lower(name))
 * replace the plain unique constraints of the initial migration; the entities declare them with
 * `synchronize: false`.
 *
 * A database that already holds two names of a company differing only by case cannot take the new index. Renaming
 * or merging them here would change what time records, employees and equipment show (and a merge cannot be undone),
 * so the migration stops and lists them, changing nothing (it runs in the start-up transaction): rename one of each
 * pair (Contents, on the version before this one) and start again.
 */
const INDEXES = [
  { table: 'work_type', old: 'uq_work_type_company_name', index: 'uq_work_type_company_lower_name' },
  { table: 'equipment_category', old: 'uq_equipment_category_company_name', index: 'uq_equipment_category_company_lower_name' },
] as const;

export class CaseInsensitiveContentNames1797400000000 implements MigrationInterface {
  name = 'CaseInsensitiveContentNames1797400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const clashes: string[] = [];
    for (const i of INDEXES) {
      const rows: { companyId: number; names: string[] }[] = await queryRunner.query(
        `SELECT "company_id" AS "companyId", array_agg("name" ORDER BY "id") AS "names" FROM "${i.table}" ` +
          `GROUP BY "company_id", lower("name") HAVING count(*) > 1 ORDER BY 1, 2 LIMIT 20`,
      );
      for (const r of rows) clashes.push(`${i.table}.name ${r.names.map((n) => `'${n}'`).join(', ')} (company_id ${r.companyId})`);
    }
    if (clashes.length > 0) {
      throw new Error(`These names differ only by case and must be renamed before the migration can run: ${clashes.join('; ')}`);
    }
    for (const i of INDEXES) {
      await queryRunner.query(`ALTER TABLE "${i.table}" DROP CONSTRAINT "${i.old}"`);
      await queryRunner.query(`CREATE UNIQUE INDEX "${i.index}" ON "${i.table}" ("company_id", lower("name"))`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const i of [...INDEXES].reverse()) {
      await queryRunner.query(`DROP INDEX "${i.index}"`);
      await queryRunner.query(`ALTER TABLE "${i.table}" ADD CONSTRAINT "${i.old}" UNIQUE ("company_id", "name")`);
    }
  }
}

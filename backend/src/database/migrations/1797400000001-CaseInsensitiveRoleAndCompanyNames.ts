import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Role names (per company) and company names become unique whatever their case, as work type, equipment category,
 * job, equipment and cost code names are: "manager" beside "Manager", or a company "demo construction" beside "Demo
 * Construction", is refused with the form's duplicate message (409 on name, backend/src/database/constraints.ts).
 * Unique indexes on lower(name) replace the plain unique constraints of the initial migration; the entities declare
 * them with `synchronize: false`.
 *
 * As in CaseInsensitiveContentNames, a database already holding such names stops the migration, which lists them and
 * changes nothing: rename one of each pair (on the version before this one) and start again. Renaming a role or a
 * company here would change what users see in the role picker and the company switcher.
 */
const INDEXES = [
  { table: 'role', old: 'uq_role_company_name', index: 'uq_role_company_lower_name', scope: 'company_id' },
  { table: 'company', old: 'uq_company_name', index: 'uq_company_lower_name', scope: null },
] as const;

export class CaseInsensitiveRoleAndCompanyNames1797400000001 implements MigrationInterface {
  name = 'CaseInsensitiveRoleAndCompanyNames1797400000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const clashes: string[] = [];
    for (const i of INDEXES) {
      const scope = i.scope ? `"${i.scope}"` : 'NULL::integer';
      const rows: { scope: number | null; names: string[] }[] = await queryRunner.query(
        `SELECT ${scope} AS "scope", array_agg("name" ORDER BY "id") AS "names" FROM "${i.table}" ` +
          `GROUP BY ${scope}, lower("name") HAVING count(*) > 1 ORDER BY 1, 2 LIMIT 20`,
      );
      for (const r of rows) clashes.push(`${i.table}.name ${r.names.map((n) => `'${n}'`).join(', ')}${i.scope ? ` (${i.scope} ${r.scope})` : ''}`);
    }
    if (clashes.length > 0) {
      throw new Error(`These names differ only by case and must be renamed before the migration can run: ${clashes.join('; ')}`);
    }
    for (const i of INDEXES) {
      await queryRunner.query(`ALTER TABLE "${i.table}" DROP CONSTRAINT "${i.old}"`);
      await queryRunner.query(`CREATE UNIQUE INDEX "${i.index}" ON "${i.table}" (${i.scope ? `"${i.scope}", ` : ''}lower("name"))`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const i of [...INDEXES].reverse()) {
      await queryRunner.query(`DROP INDEX "${i.index}"`);
      await queryRunner.query(`ALTER TABLE "${i.table}" ADD CONSTRAINT "${i.old}" UNIQUE (${i.scope ? `"${i.scope}", ` : ''}"name")`);
    }
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tenancy in the schema (docs/records.md, "Tenancy in the schema"): every link from one tenant row to another becomes
 * a composite foreign key `(company_id, <column>)` to the target's `(company_id, id)`, so the database refuses a link
 * to another company's row even if a service forgot to check. The targets get a unique `(company_id, id)`;
 * user_managers gets its company_id (the user's).
 *
 * Existing data is checked first: when a row already points to another company's row, nothing is changed and the
 * migration stops with the list of them (table, row, column, both companies), to be corrected before it runs again.
 *
 * A nullable link that was ON DELETE SET NULL becomes `ON DELETE SET NULL (<column>)` (PostgreSQL 15+): clearing the
 * whole composite key would clear company_id too.
 */
type OnDelete = 'RESTRICT' | 'CASCADE' | 'SET NULL';
const LINKS: ReadonlyArray<{ table: string; column: string; target: string; onDelete: OnDelete }> = [
  { table: 'user', column: 'work_type_id', target: 'work_type', onDelete: 'SET NULL' },
  { table: 'user', column: 'role_id', target: 'role', onDelete: 'RESTRICT' },
  { table: 'user_managers', column: 'user_id', target: 'user', onDelete: 'CASCADE' },
  { table: 'user_managers', column: 'manager_id', target: 'user', onDelete: 'CASCADE' },
  { table: 'equipment', column: 'equipment_category_id', target: 'equipment_category', onDelete: 'RESTRICT' },
  { table: 'cost_code', column: 'job_id', target: 'job', onDelete: 'CASCADE' },
  { table: 'job_assignment', column: 'job_id', target: 'job', onDelete: 'CASCADE' },
  { table: 'job_assignment', column: 'user_id', target: 'user', onDelete: 'CASCADE' },
  { table: 'job_equipment', column: 'job_id', target: 'job', onDelete: 'CASCADE' },
  { table: 'job_equipment', column: 'equipment_id', target: 'equipment', onDelete: 'CASCADE' },
  { table: 'production', column: 'job_id', target: 'job', onDelete: 'RESTRICT' },
  { table: 'production', column: 'cost_code_id', target: 'cost_code', onDelete: 'RESTRICT' },
  { table: 'production', column: 'user_id', target: 'user', onDelete: 'RESTRICT' },
  { table: 'production', column: 'work_type_id', target: 'work_type', onDelete: 'RESTRICT' },
  { table: 'production', column: 'production_request_id', target: 'production_request', onDelete: 'SET NULL' },
  { table: 'production_equipment', column: 'production_id', target: 'production', onDelete: 'CASCADE' },
  { table: 'production_equipment', column: 'equipment_id', target: 'equipment', onDelete: 'RESTRICT' },
  { table: 'production_request', column: 'production_id', target: 'production', onDelete: 'SET NULL' },
  { table: 'production_request', column: 'user_id', target: 'user', onDelete: 'CASCADE' },
  { table: 'production_request', column: 'job_id', target: 'job', onDelete: 'CASCADE' },
  { table: 'production_request', column: 'requested_by_id', target: 'user', onDelete: 'SET NULL' },
  { table: 'time_off', column: 'user_id', target: 'user', onDelete: 'CASCADE' },
  { table: 'time_off', column: 'approved_by_user_id', target: 'user', onDelete: 'SET NULL' },
];
const TARGETS = [...new Set(LINKS.map((l) => l.target))];
/** user_managers had ON UPDATE CASCADE (TypeORM's join table default); the others NO ACTION. */
const OLD_ON_UPDATE = (table: string) => (table === 'user_managers' ? 'CASCADE' : 'NO ACTION');

/** The first offending rows of each link, as readable lines (at most 20 per link). */
async function crossCompanyLinks(q: QueryRunner): Promise<string[]> {
  const found: string[] = [];
  for (const l of LINKS) {
    // user_managers has no company yet: its company is its user's.
    const own = l.table === 'user_managers' ? `(SELECT o.company_id FROM "user" o WHERE o.id = c.user_id)` : 'c.company_id';
    const rowId = l.table === 'user_managers' ? `c.user_id || '/' || c.manager_id` : 'c.id::text';
    const rows: { row: string; ref: number; own: number; theirs: number }[] = await q.query(
      `SELECT ${rowId} AS "row", c."${l.column}" AS "ref", ${own} AS "own", t.company_id AS "theirs"
         FROM "${l.table}" c JOIN "${l.target}" t ON t.id = c."${l.column}"
        WHERE t.company_id <> ${own} ORDER BY 1 LIMIT 20`,
    );
    for (const r of rows) {
      found.push(`${l.table} ${r.row} (company ${r.own}): ${l.column} = ${r.ref} is a ${l.target} of company ${r.theirs}`);
    }
  }
  return found;
}

export class TenancyForeignKeys1795500000000 implements MigrationInterface {
  name = 'TenancyForeignKeys1795500000000';

  public async up(q: QueryRunner): Promise<void> {
    const found = await crossCompanyLinks(q);
    if (found.length > 0) {
      throw new Error(
        `TenancyForeignKeys: ${found.length} row(s) link to another company's row, so the composite foreign keys cannot ` +
          `be added. Nothing was changed. Correct these rows (point them to a row of their own company, or delete them) ` +
          `and run the migrations again:\n  ${found.join('\n  ')}`,
      );
    }
    await q.query(`ALTER TABLE "user_managers" ADD "company_id" integer`);
    await q.query(`UPDATE "user_managers" m SET "company_id" = u."company_id" FROM "user" u WHERE u."id" = m."user_id"`);
    await q.query(`ALTER TABLE "user_managers" ALTER COLUMN "company_id" SET NOT NULL`);
    await q.query(`ALTER TABLE "user_managers" ADD CONSTRAINT "fk_user_managers_company_id" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    for (const t of TARGETS) {
      await q.query(`ALTER TABLE "${t}" ADD CONSTRAINT "uq_${t}_company_id_id" UNIQUE ("company_id", "id")`);
    }
    for (const l of LINKS) {
      const onDelete = l.onDelete === 'SET NULL' ? `SET NULL ("${l.column}")` : l.onDelete;
      await q.query(`ALTER TABLE "${l.table}" DROP CONSTRAINT "fk_${l.table}_${l.column}"`);
      await q.query(
        `ALTER TABLE "${l.table}" ADD CONSTRAINT "fk_${l.table}_company_id_${l.column}" FOREIGN KEY ("company_id", "${l.column}") ` +
          `REFERENCES "${l.target}"("company_id", "id") ON DELETE ${onDelete} ON UPDATE NO ACTION`,
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const l of [...LINKS].reverse()) {
      await q.query(`ALTER TABLE "${l.table}" DROP CONSTRAINT "fk_${l.table}_company_id_${l.column}"`);
      await q.query(
        `ALTER TABLE "${l.table}" ADD CONSTRAINT "fk_${l.table}_${l.column}" FOREIGN KEY ("${l.column}") REFERENCES "${l.target}"("id") ` +
          `ON DELETE ${l.onDelete} ON UPDATE ${OLD_ON_UPDATE(l.table)}`,
      );
    }
    for (const t of [...TARGETS].reverse()) await q.query(`ALTER TABLE "${t}" DROP CONSTRAINT "uq_${t}_company_id_id"`);
    await q.query(`ALTER TABLE "user_managers" DROP CONSTRAINT "fk_user_managers_company_id"`);
    await q.query(`ALTER TABLE "user_managers" DROP COLUMN "company_id"`);
  }
}

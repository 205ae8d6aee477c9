import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payroll exports (issue 10, docs/payroll-file.md): the company's export profile (pay period anchor, default the
 * first Sunday of 2026 for existing companies; rental equipment job and inclusion; CSV header style), the stored
 * exports with their exact file bytes, and the link of each export to its time records (composite company keys).
 * The clerk who made or reset an export is a plain key to the user, like the history's actor.
 */
export class PayrollExports1796300000000 implements MigrationInterface {
  name = 'PayrollExports1796300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "payroll_export" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "kind" text NOT NULL, "date" date NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "time_zone" text NOT NULL, "all_records" boolean NOT NULL, "file_name" text NOT NULL, "file" bytea NOT NULL, "record_count" integer NOT NULL, "line_count" integer NOT NULL, "pending_count" integer NOT NULL, "created_by_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "reset_at" TIMESTAMP WITH TIME ZONE, "reset_by_id" integer, CONSTRAINT "uq_payroll_export_company_id_id" UNIQUE ("company_id", "id"), CONSTRAINT "ck_payroll_export_kind" CHECK ("kind" IN ('payroll', 'equipment')), CONSTRAINT "pk_payroll_export" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "ix_payroll_export_reset_by" ON "payroll_export" ("reset_by_id")`);
    await q.query(`CREATE INDEX "ix_payroll_export_created_by" ON "payroll_export" ("created_by_id")`);
    await q.query(`CREATE INDEX "ix_payroll_export_company_created_at" ON "payroll_export" ("company_id", "created_at")`);
    await q.query(`CREATE TABLE "payroll_export_record" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "payroll_export_id" integer NOT NULL, "production_id" integer NOT NULL, CONSTRAINT "uq_payroll_export_record" UNIQUE ("payroll_export_id", "production_id"), CONSTRAINT "pk_payroll_export_record" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "ix_payroll_export_record_production" ON "payroll_export_record" ("production_id")`);
    await q.query(`ALTER TABLE "company" ADD "pay_period_starts_on" date NOT NULL DEFAULT '2026-01-04'`);
    await q.query(`ALTER TABLE "company" ADD "rental_equipment_job" character varying(9)`);
    await q.query(`ALTER TABLE "company" ADD "include_rental_equipment" boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE "company" ADD "csv_header_style" text NOT NULL DEFAULT 'standard'`);
    await q.query(`ALTER TABLE "company" ADD CONSTRAINT "ck_company_pay_period_starts_on" CHECK (EXTRACT(DOW FROM "pay_period_starts_on") = 0)`);
    await q.query(`ALTER TABLE "company" ADD CONSTRAINT "ck_company_csv_header_style" CHECK ("csv_header_style" IN ('standard', 'alternate'))`);
    await q.query(`ALTER TABLE "payroll_export" ADD CONSTRAINT "fk_payroll_export_company_id" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "payroll_export" ADD CONSTRAINT "fk_payroll_export_created_by_id" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "payroll_export" ADD CONSTRAINT "fk_payroll_export_reset_by_id" FOREIGN KEY ("reset_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "payroll_export_record" ADD CONSTRAINT "fk_payroll_export_record_company_id" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "payroll_export_record" ADD CONSTRAINT "fk_payroll_export_record_company_id_payroll_export_id" FOREIGN KEY ("company_id", "payroll_export_id") REFERENCES "payroll_export"("company_id","id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "payroll_export_record" ADD CONSTRAINT "fk_payroll_export_record_company_id_production_id" FOREIGN KEY ("company_id", "production_id") REFERENCES "production"("company_id","id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "payroll_export_record" DROP CONSTRAINT "fk_payroll_export_record_company_id_production_id"`);
    await q.query(`ALTER TABLE "payroll_export_record" DROP CONSTRAINT "fk_payroll_export_record_company_id_payroll_export_id"`);
    await q.query(`ALTER TABLE "payroll_export_record" DROP CONSTRAINT "fk_payroll_export_record_company_id"`);
    await q.query(`ALTER TABLE "payroll_export" DROP CONSTRAINT "fk_payroll_export_reset_by_id"`);
    await q.query(`ALTER TABLE "payroll_export" DROP CONSTRAINT "fk_payroll_export_created_by_id"`);
    await q.query(`ALTER TABLE "payroll_export" DROP CONSTRAINT "fk_payroll_export_company_id"`);
    await q.query(`ALTER TABLE "company" DROP CONSTRAINT "ck_company_csv_header_style"`);
    await q.query(`ALTER TABLE "company" DROP CONSTRAINT "ck_company_pay_period_starts_on"`);
    await q.query(`ALTER TABLE "company" DROP COLUMN "csv_header_style"`);
    await q.query(`ALTER TABLE "company" DROP COLUMN "include_rental_equipment"`);
    await q.query(`ALTER TABLE "company" DROP COLUMN "rental_equipment_job"`);
    await q.query(`ALTER TABLE "company" DROP COLUMN "pay_period_starts_on"`);
    await q.query(`DROP INDEX "public"."ix_payroll_export_record_production"`);
    await q.query(`DROP TABLE "payroll_export_record"`);
    await q.query(`DROP INDEX "public"."ix_payroll_export_company_created_at"`);
    await q.query(`DROP INDEX "public"."ix_payroll_export_created_by"`);
    await q.query(`DROP INDEX "public"."ix_payroll_export_reset_by"`);
    await q.query(`DROP TABLE "payroll_export"`);
  }
}

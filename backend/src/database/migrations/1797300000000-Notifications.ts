import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20, job cost alerts (docs/job-cost.md "Alerts"): `job_cost_alert`, the thresholds each cost code has passed
 * (one row per cost code, threshold and budget: the unique key that makes one alert per crossing, even for two
 * writes crossing together), and `notification`, each user's messages (read or not). Both are tenant tables whose
 * links carry the company.
 */
export class Notifications1797300000000 implements MigrationInterface {
  name = 'Notifications1797300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "job_cost_alert" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "job_id" integer NOT NULL, "cost_code_id" integer NOT NULL, "threshold" integer NOT NULL, "basis" text NOT NULL, "budget" numeric(14,2) NOT NULL, "actual" numeric(14,2) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_job_cost_alert_crossing" UNIQUE ("cost_code_id", "threshold", "basis", "budget"), CONSTRAINT "ck_job_cost_alert_basis" CHECK ("basis" IN ('cost', 'hours')), CONSTRAINT "ck_job_cost_alert_threshold" CHECK ("threshold" IN (80, 100)), CONSTRAINT "pk_job_cost_alert" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "ix_job_cost_alert_job" ON "job_cost_alert" ("job_id")`);
    await q.query(`CREATE TABLE "notification" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "user_id" integer NOT NULL, "kind" text NOT NULL, "job_id" integer NOT NULL, "cost_code_id" integer NOT NULL, "threshold" integer NOT NULL, "basis" text NOT NULL, "actual" numeric(14,2) NOT NULL, "budget" numeric(14,2) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "read_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "ck_notification_basis" CHECK ("basis" IN ('cost', 'hours')), CONSTRAINT "ck_notification_threshold" CHECK ("threshold" IN (80, 100)), CONSTRAINT "ck_notification_kind" CHECK ("kind" IN ('jobCostAlert')), CONSTRAINT "pk_notification" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "ix_notification_cost_code" ON "notification" ("cost_code_id")`);
    await q.query(`CREATE INDEX "ix_notification_job" ON "notification" ("job_id")`);
    await q.query(`CREATE INDEX "ix_notification_user_created_at" ON "notification" ("user_id", "created_at")`);
    await q.query(`ALTER TABLE "job_cost_alert" ADD CONSTRAINT "fk_job_cost_alert_company_id" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "job_cost_alert" ADD CONSTRAINT "fk_job_cost_alert_company_id_job_id" FOREIGN KEY ("company_id", "job_id") REFERENCES "job"("company_id","id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "job_cost_alert" ADD CONSTRAINT "fk_job_cost_alert_company_id_cost_code_id" FOREIGN KEY ("company_id", "cost_code_id") REFERENCES "cost_code"("company_id","id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "notification" ADD CONSTRAINT "fk_notification_company_id" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "notification" ADD CONSTRAINT "fk_notification_company_id_user_id" FOREIGN KEY ("company_id", "user_id") REFERENCES "user"("company_id","id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "notification" ADD CONSTRAINT "fk_notification_company_id_job_id" FOREIGN KEY ("company_id", "job_id") REFERENCES "job"("company_id","id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "notification" ADD CONSTRAINT "fk_notification_company_id_cost_code_id" FOREIGN KEY ("company_id", "cost_code_id") REFERENCES "cost_code"("company_id","id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notification" DROP CONSTRAINT "fk_notification_company_id_cost_code_id"`);
    await q.query(`ALTER TABLE "notification" DROP CONSTRAINT "fk_notification_company_id_job_id"`);
    await q.query(`ALTER TABLE "notification" DROP CONSTRAINT "fk_notification_company_id_user_id"`);
    await q.query(`ALTER TABLE "notification" DROP CONSTRAINT "fk_notification_company_id"`);
    await q.query(`ALTER TABLE "job_cost_alert" DROP CONSTRAINT "fk_job_cost_alert_company_id_cost_code_id"`);
    await q.query(`ALTER TABLE "job_cost_alert" DROP CONSTRAINT "fk_job_cost_alert_company_id_job_id"`);
    await q.query(`ALTER TABLE "job_cost_alert" DROP CONSTRAINT "fk_job_cost_alert_company_id"`);
    await q.query(`DROP INDEX "public"."ix_notification_user_created_at"`);
    await q.query(`DROP INDEX "public"."ix_notification_job"`);
    await q.query(`DROP INDEX "public"."ix_notification_cost_code"`);
    await q.query(`DROP TABLE "notification"`);
    await q.query(`DROP INDEX "public"."ix_job_cost_alert_job"`);
    await q.query(`DROP TABLE "job_cost_alert"`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Overtime (issue 17, docs/overtime.md): the company's time zone (existing companies UTC) and overtime policy
 * (existing companies none), the stored split of each time record (existing time records all regular, which is what
 * policy none gives), and the company-defined policies (union agreements). A record's history leaves the split out:
 * it follows from the week's records (recomputed on every write of the week), it is not an edit of the record.
 */
const HISTORY_IGNORED = `ARRAY[''id'', ''company_id'', ''created_at'', ''updated_at'']`;
const HISTORY_IGNORED_WITH_SPLIT = `ARRAY[''id'', ''company_id'', ''created_at'', ''updated_at'', ''regular_hours'', ''overtime_hours'', ''double_time_hours'']`;

/** Rewrites the history trigger's function with its list of ignored columns replaced (its text otherwise the same). */
const replaceHistoryIgnored = (from: string, to: string) => `DO $$ BEGIN
  EXECUTE replace(pg_get_functiondef('production_history_write'::regproc), '${from}', '${to}');
END $$`;
export class Overtime1797030000000 implements MigrationInterface {
  name = 'Overtime1797030000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "company" ADD "time_zone" text NOT NULL DEFAULT 'UTC'`);
    await q.query(`ALTER TABLE "company" ADD "overtime_policy" text NOT NULL DEFAULT 'none'`);
    await q.query(`ALTER TABLE "production" ADD "regular_hours" numeric(14,2) NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "production" ADD "overtime_hours" numeric(14,2) NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "production" ADD "double_time_hours" numeric(14,2) NOT NULL DEFAULT '0'`);
    await q.query(`UPDATE "production" SET "regular_hours" = "quantity" WHERE "type" = 'Time Record'`);
    await q.query(`CREATE TABLE "overtime_policy" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "name" character varying(100) NOT NULL, "daily_overtime_after" numeric(4,2), "daily_double_time_after" numeric(4,2), "weekly_overtime_after" numeric(5,2), "weekday_rates" text array NOT NULL, "holiday_rate" text, "holiday_region" character varying(10), "union" character varying(9), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_overtime_policy_company_union" UNIQUE ("company_id", "union"), CONSTRAINT "uq_overtime_policy_company_name" UNIQUE ("company_id", "name"), CONSTRAINT "uq_overtime_policy_company_id_id" UNIQUE ("company_id", "id"), CONSTRAINT "ck_overtime_policy_weekday_rates" CHECK (cardinality("weekday_rates") = 7 AND "weekday_rates" <@ ARRAY['regular', 'overtime', 'doubleTime']::text[]), CONSTRAINT "ck_overtime_policy_holiday_rate" CHECK ("holiday_rate" IN ('regular', 'overtime', 'doubleTime')), CONSTRAINT "pk_overtime_policy" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "ix_overtime_policy_company" ON "overtime_policy" ("company_id")`);
    await q.query(`ALTER TABLE "overtime_policy" ADD CONSTRAINT "fk_overtime_policy_company_id" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await q.query(replaceHistoryIgnored(HISTORY_IGNORED, HISTORY_IGNORED_WITH_SPLIT));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(replaceHistoryIgnored(HISTORY_IGNORED_WITH_SPLIT, HISTORY_IGNORED));
    await q.query(`ALTER TABLE "overtime_policy" DROP CONSTRAINT "fk_overtime_policy_company_id"`);
    await q.query(`DROP INDEX "public"."ix_overtime_policy_company"`);
    await q.query(`DROP TABLE "overtime_policy"`);
    await q.query(`ALTER TABLE "production" DROP COLUMN "double_time_hours"`);
    await q.query(`ALTER TABLE "production" DROP COLUMN "overtime_hours"`);
    await q.query(`ALTER TABLE "production" DROP COLUMN "regular_hours"`);
    await q.query(`ALTER TABLE "company" DROP COLUMN "overtime_policy"`);
    await q.query(`ALTER TABLE "company" DROP COLUMN "time_zone"`);
  }
}

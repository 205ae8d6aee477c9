import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A schedule is read by employee and week (My Schedule) and by job and week (the crew builder): the employee and
 * job indexes of production_request gain the shift's start, so a week is one index range instead of a year of
 * rows filtered (they still serve the foreign keys).
 */
export class ScheduleIndexes1795700000001 implements MigrationInterface {
  name = 'ScheduleIndexes1795700000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_production_request_user"`);
    await queryRunner.query(`DROP INDEX "public"."ix_production_request_job"`);
    await queryRunner.query(`CREATE INDEX "ix_production_request_user_request_at" ON "production_request" ("user_id", "request_at") `);
    await queryRunner.query(`CREATE INDEX "ix_production_request_job_request_at" ON "production_request" ("job_id", "request_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_production_request_job_request_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_production_request_user_request_at"`);
    await queryRunner.query(`CREATE INDEX "ix_production_request_job" ON "production_request" ("job_id") `);
    await queryRunner.query(`CREATE INDEX "ix_production_request_user" ON "production_request" ("user_id") `);
  }
}

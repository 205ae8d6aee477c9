import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The history's job link follows the tenancy pattern (docs/records.md, "Tenancy in the schema"): a composite foreign
 * key `(company_id, job_id)` to the job's `(company_id, id)`, still `ON DELETE CASCADE` (the history goes with its
 * job). The triggers write the record's own company and job, so no existing row can break it. The actor link stays a
 * plain key to the user: an administrator switching companies acts in a company that is not their own.
 */
export class ProductionHistoryTenancy1795900000000 implements MigrationInterface {
  name = 'ProductionHistoryTenancy1795900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "production_history" DROP CONSTRAINT "fk_production_history_job_id"`);
    await q.query(
      `ALTER TABLE "production_history" ADD CONSTRAINT "fk_production_history_company_id_job_id" FOREIGN KEY ("company_id", "job_id") ` +
        `REFERENCES "job"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "production_history" DROP CONSTRAINT "fk_production_history_company_id_job_id"`);
    await q.query(`ALTER TABLE "production_history" ADD CONSTRAINT "fk_production_history_job_id" FOREIGN KEY ("job_id") REFERENCES "job"("id") ON DELETE CASCADE`);
  }
}

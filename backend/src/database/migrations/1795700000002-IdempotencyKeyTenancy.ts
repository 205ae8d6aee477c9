import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The idempotency key's user link follows the tenancy pattern (docs/records.md, "Tenancy in the schema"): a composite
 * foreign key `(company_id, user_id)` to the user's `(company_id, id)`, so a key can never name another company's
 * user. Keys are written only with the submitter's own company and id, so no existing row can break it.
 */
export class IdempotencyKeyTenancy1795700000002 implements MigrationInterface {
  name = 'IdempotencyKeyTenancy1795700000002';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "idempotency_key" DROP CONSTRAINT "fk_idempotency_key_user_id"`);
    await q.query(
      `ALTER TABLE "idempotency_key" ADD CONSTRAINT "fk_idempotency_key_company_id_user_id" FOREIGN KEY ("company_id", "user_id") ` +
        `REFERENCES "user"("company_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "idempotency_key" DROP CONSTRAINT "fk_idempotency_key_company_id_user_id"`);
    await q.query(`ALTER TABLE "idempotency_key" ADD CONSTRAINT "fk_idempotency_key_user_id" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }
}

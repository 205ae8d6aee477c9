import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Idempotency-Key of each timecard submission, with the answer given (docs/records.md, "Idempotency"). */
export class IdempotencyKeys1795700000000 implements MigrationInterface {
  name = 'IdempotencyKeys1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "idempotency_key" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "user_id" integer NOT NULL, "key" text NOT NULL, "request_hash" text NOT NULL, "response" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "uq_idempotency_key_company_user_key" UNIQUE ("company_id", "user_id", "key"), CONSTRAINT "pk_idempotency_key" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "ix_idempotency_key_user" ON "idempotency_key" ("user_id") `);
    await queryRunner.query(`ALTER TABLE "idempotency_key" ADD CONSTRAINT "fk_idempotency_key_company_id" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" ADD CONSTRAINT "fk_idempotency_key_user_id" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_key" DROP CONSTRAINT "fk_idempotency_key_user_id"`);
    await queryRunner.query(`ALTER TABLE "idempotency_key" DROP CONSTRAINT "fk_idempotency_key_company_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_idempotency_key_user"`);
    await queryRunner.query(`DROP TABLE "idempotency_key"`);
  }
}

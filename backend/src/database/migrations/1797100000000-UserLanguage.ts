import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each user's language (issue 18): English or French, English for every existing user. */
export class UserLanguage1797100000000 implements MigrationInterface {
  name = 'UserLanguage1797100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" ADD "language" text NOT NULL DEFAULT 'en'`);
    await q.query(`ALTER TABLE "user" ADD CONSTRAINT "ck_user_language" CHECK ("language" IN ('en', 'fr'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user" DROP CONSTRAINT "ck_user_language"`);
    await q.query(`ALTER TABLE "user" DROP COLUMN "language"`);
  }
}

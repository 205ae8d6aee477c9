import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sign-in throttle's counters, shared by every server instance on the database (modules/auth/login-throttle.ts):
 * one row per key (`u:<username>` or `a:<client address>`), the failures counted in the window that started at
 * `started_at`. Not a tenant table: sign-in comes before any company is known.
 */
export class LoginThrottle1795800000000 implements MigrationInterface {
  name = 'LoginThrottle1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "login_throttle" ("key" text NOT NULL, "failures" integer NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "pk_login_throttle" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_login_throttle_started_at" ON "login_throttle" ("started_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "login_throttle"`);
  }
}

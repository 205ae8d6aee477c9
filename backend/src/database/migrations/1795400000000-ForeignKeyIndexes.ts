import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes on the foreign keys the initial migration left without one, so deleting or checking a referenced row (a
 * user, a work type, a schedule entry) does not scan the whole table, and joins on them stay cheap.
 */
const INDEXES = [
  { name: 'ix_production_request_requested_by', table: 'production_request', column: 'requested_by_id' },
  { name: 'ix_production_request_production', table: 'production_request', column: 'production_id' },
  { name: 'ix_time_off_approved_by_user', table: 'time_off', column: 'approved_by_user_id' },
  { name: 'ix_user_work_type', table: 'user', column: 'work_type_id' },
  { name: 'ix_production_work_type', table: 'production', column: 'work_type_id' },
] as const;

export class ForeignKeyIndexes1795400000000 implements MigrationInterface {
  name = 'ForeignKeyIndexes1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const i of INDEXES) await queryRunner.query(`CREATE INDEX "${i.name}" ON "${i.table}" ("${i.column}") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const i of [...INDEXES].reverse()) await queryRunner.query(`DROP INDEX "public"."${i.name}"`);
  }
}

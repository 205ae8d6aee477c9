import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, Unique, type Relation } from 'typeorm';
import type { PayrollFileKind } from '@groundwork/shared/domain';
import { oneOf } from '../../database/checks';
import { TenantEntity } from '../../database/tenant-entity';
import { User } from '../users/user.entity';

export const PAYROLL_FILE_KINDS = ['payroll', 'equipment'] as const satisfies readonly PayrollFileKind[];

/**
 * One payroll or equipment file as it was downloaded (POST /api/payroll-exports): who made it and when, its period,
 * its counts and its exact bytes, and (payroll_export_record) the time records in it. docs/payroll-file.md "Exports".
 */
@Entity()
@Unique('uq_payroll_export_company_id_id', ['companyId', 'id'])
@Index('ix_payroll_export_company_created_at', ['companyId', 'createdAt'])
@Index('ix_payroll_export_created_by', ['createdById'])
@Index('ix_payroll_export_reset_by', ['resetById'])
@Check('ck_payroll_export_kind', oneOf('kind', PAYROLL_FILE_KINDS))
export class PayrollExport extends TenantEntity {
  @Column({ type: 'text' })
  kind!: PayrollFileKind;

  /** The report date (the header's date and the file name's). */
  @Column({ type: 'date' })
  date!: string;

  @Column({ type: 'timestamptz' })
  startsAt!: Date;

  /** Inclusive. */
  @Column({ type: 'timestamptz' })
  endsAt!: Date;

  /** The zone the lines' work dates were written in. */
  @Column({ type: 'text' })
  timeZone!: string;

  /** Download All (true, the header's Y) or Download Filtered (false, N). */
  @Column({ type: 'boolean' })
  allRecords!: boolean;

  @Column({ type: 'text' })
  fileName!: string;

  /** The file's bytes, sent again as they are by GET /api/payroll-exports/{id}/file. */
  @Column({ type: 'bytea', select: false })
  file!: Buffer;

  /** Time records in the file. */
  @Column({ type: 'integer' })
  recordCount!: number;

  /** Lines between header and footer (time cards, or equipment lines). */
  @Column({ type: 'integer' })
  lineCount!: number;

  /** Pending (neither approved nor declined) records of the period left out. */
  @Column({ type: 'integer' })
  pendingCount!: number;

  /** The clerk: a plain key, like the history's actor (an administrator may act in a company not their own). */
  @Column({ type: 'integer', nullable: true })
  createdById!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy?: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** Set by POST /api/payroll-exports/{id}/reset (its records' exportedAt cleared); the bytes stay. */
  @Column({ type: 'timestamptz', nullable: true })
  resetAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  resetById!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reset_by_id' })
  resetBy?: Relation<User> | null;
}

import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { TIME_OFF_TYPES } from '@groundwork/shared/domain';
import type { TimeOffType } from '@groundwork/shared/domain';
import { oneOf } from '../../database/checks';
import { User } from '../users/user.entity';

/** A time off request; pending until approvedAt is set. */
@Entity()
@Index('ix_time_off_company_starts_at', ['companyId', 'startsAt'])
@Index('ix_time_off_user', ['userId'])
@Index('ix_time_off_approved_by_user', ['approvedByUserId'])
@Check('ck_time_off_type', oneOf('type', TIME_OFF_TYPES))
@Check('ck_time_off_range', '"ends_at" >= "starts_at"')
export class TimeOff extends TenantEntity {
  @Column()
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('user_id'))
  user?: Relation<User>;

  @Column({ type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'timestamptz' })
  endsAt!: Date;

  @Column({ type: 'text' })
  type!: TimeOffType;

  @Column({ type: 'text', nullable: true })
  comments!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  approvedByUserId!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn(sameCompany('approved_by_user_id'))
  approvedByUser?: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

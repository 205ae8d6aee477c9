import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { sameCompany } from '../../database/tenant-entity';
import { User } from '../users/user.entity';
import { CostCodeThreshold } from './cost-code-threshold';

/**
 * A message to one user (docs/job-cost.md "Alerts"). The one kind so far, `jobCostAlert`: a copy of a job cost alert
 * for each of its recipients, with their own read state.
 */
@Entity()
@Index('ix_notification_user_created_at', ['userId', 'createdAt'])
@Index('ix_notification_job', ['jobId'])
@Index('ix_notification_cost_code', ['costCodeId'])
@Check('ck_notification_kind', `"kind" IN ('jobCostAlert')`)
@Check('ck_notification_threshold', `"threshold" IN (80, 100)`)
@Check('ck_notification_basis', `"basis" IN ('cost', 'hours')`)
export class Notification extends CostCodeThreshold {
  @Column()
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('user_id'))
  user?: Relation<User>;

  @Column({ type: 'text' })
  kind!: 'jobCostAlert';

  /** When its user marked it read; null: unread. */
  @Column({ type: 'timestamptz', nullable: true })
  readAt!: Date | null;
}

import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { numericTransformer } from '../../database/transformers';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { CostCode } from '../cost-codes/cost-code.entity';
import { Job } from '../jobs/job.entity';
import { User } from '../users/user.entity';

/**
 * A message to one user (docs/job-cost.md "Alerts"). The one kind so far, `jobCostAlert`: a cost code of a job passed
 * a threshold (80 or 100 percent) of its budget; `basis` says whether `actual`/`budget` are dollars (`cost`: the cost
 * to date against the budget amount) or hours (`hours`: labour hours against the budget quantity of an hours unit).
 */
@Entity()
@Index('ix_notification_user_created_at', ['userId', 'createdAt'])
@Index('ix_notification_job', ['jobId'])
@Index('ix_notification_cost_code', ['costCodeId'])
@Check('ck_notification_kind', `"kind" IN ('jobCostAlert')`)
@Check('ck_notification_threshold', `"threshold" IN (80, 100)`)
@Check('ck_notification_basis', `"basis" IN ('cost', 'hours')`)
export class Notification extends TenantEntity {
  @Column()
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('user_id'))
  user?: Relation<User>;

  @Column({ type: 'text' })
  kind!: 'jobCostAlert';

  @Column()
  jobId!: number;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('job_id'))
  job?: Relation<Job>;

  @Column()
  costCodeId!: number;

  @ManyToOne(() => CostCode, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('cost_code_id'))
  costCode?: Relation<CostCode>;

  @Column({ type: 'integer' })
  threshold!: 80 | 100;

  @Column({ type: 'text' })
  basis!: 'cost' | 'hours';

  /** The cost to date (dollars) or labour hours when the threshold was passed. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  actual!: number;

  /** The budget amount (dollars) or budget quantity (hours) it was measured against. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  budget!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** When its user marked it read; null: unread. */
  @Column({ type: 'timestamptz', nullable: true })
  readAt!: Date | null;
}

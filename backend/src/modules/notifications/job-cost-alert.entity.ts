import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, Unique, type Relation } from 'typeorm';
import { numericTransformer } from '../../database/transformers';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { CostCode } from '../cost-codes/cost-code.entity';
import { Job } from '../jobs/job.entity';

/**
 * A threshold a cost code has passed (docs/job-cost.md "Alerts"): the state that makes one alert per crossing. Its
 * unique key is the cost code, the threshold and the budget it was measured against, so the alert is raised once per
 * budget: a cost code edited back under and over again raises nothing new; a new budget re-arms both thresholds.
 */
@Entity()
@Unique('uq_job_cost_alert_crossing', ['costCodeId', 'threshold', 'basis', 'budget'])
@Index('ix_job_cost_alert_job', ['jobId'])
@Check('ck_job_cost_alert_threshold', `"threshold" IN (80, 100)`)
@Check('ck_job_cost_alert_basis', `"basis" IN ('cost', 'hours')`)
export class JobCostAlert extends TenantEntity {
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

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  budget!: number;

  /** The cost (or hours) to date of the write that passed it. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  actual!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

import { Column, CreateDateColumn, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { numericTransformer } from '../../database/transformers';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { CostCode } from '../cost-codes/cost-code.entity';
import { Job } from '../jobs/job.entity';

/**
 * What a job cost alert and each of its notifications hold (docs/job-cost.md "Alerts"): a cost code of a job reached a
 * threshold (80 or 100 percent) of its budget; `basis` says whether `actual` and `budget` are dollars (`cost`: the cost
 * to date against the budget amount) or hours (`hours`: labour hours against the budget quantity of an hours unit).
 */
export abstract class CostCodeThreshold extends TenantEntity {
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

  /** The cost to date (dollars) or labour hours when the threshold was reached. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  actual!: number;

  /** The budget amount (dollars) or budget quantity (hours) it was measured against. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  budget!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

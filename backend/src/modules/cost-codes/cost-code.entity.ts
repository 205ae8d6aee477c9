import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { LIMITS } from '@groundwork/shared/domain';
import { numericTransformer } from '../../database/transformers';
import { Job } from '../jobs/job.entity';

/** A job's cost code: a contract item tracking production (quantity + unit) and/or employee and equipment time. */
@Entity()
@Unique('uq_cost_code_company_id_id', ['companyId', 'id'])
/** Name unique per job whatever the case: unique index on (job_id, lower(name)), see migration CaseInsensitiveNames. */
@Index('uq_cost_code_job_lower_name', { synchronize: false })
@Index('ix_cost_code_company', ['companyId'])
@Check('ck_cost_code_budget_amount', `"budget_amount" >= 0`)
export class CostCode extends TenantEntity {
  @Column()
  jobId!: number;

  /** Deleting a job removes its cost codes, unless a record uses one (production.cost_code_id restricts). */
  @ManyToOne(() => Job, (j) => j.costCodes, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('job_id'))
  job?: Relation<Job>;

  @Column({ type: 'varchar', length: LIMITS.costCodeName })
  name!: string;

  @Column({ type: 'varchar', length: LIMITS.costCodeDescription, nullable: true })
  description!: string | null;

  /** Contract quantity, in `unit`. */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  quantity!: number;

  @Column({ type: 'varchar', length: 20 })
  unit!: string;

  @Column({ type: 'boolean', default: false })
  isToTrackProduction!: boolean;

  @Column({ type: 'boolean', default: false })
  isToTrackEmployeeAndEquipmentTime!: boolean;

  /** Leave of absence: hours booked here are paid leave, not job work. */
  @Column({ name: 'is_loa', type: 'boolean', default: false })
  isLOA!: boolean;

  @Column({ type: 'text', nullable: true })
  invoicingInformation!: string | null;

  /** The budgeted cost (money) beside the budget quantity, for job cost (docs/job-cost.md); null: none set. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numericTransformer })
  budgetAmount!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { INVOICE_STATUSES, INVOICE_STATUS_DEFAULT, PRODUCTION_TYPES } from '@groundwork/shared/domain';
import type { InvoiceStatus, ProductionType } from '@groundwork/shared/domain';
import { oneOf } from '../../database/checks';
import { numericTransformer } from '../../database/transformers';
import { CostCode } from '../cost-codes/cost-code.entity';
import { Job } from '../jobs/job.entity';
import { ProductionRequest } from '../production-requests/production-request.entity';
import { User } from '../users/user.entity';
import { WorkType } from '../work-types/work-type.entity';
import { ProductionEquipment } from './production-equipment.entity';

/**
 * One entity for a Production (quantity produced), a Time Record (quantity = hours) and a Material Hauling entry
 * (quantity stored negative). Jobs, cost codes, users and work types cannot be deleted while records use them.
 */
@Entity()
@Unique('uq_production_company_id_id', ['companyId', 'id'])
@Index('ix_production_company_produced_at', ['companyId', 'producedAt'])
@Index('ix_production_user_produced_at', ['userId', 'producedAt'])
@Index('ix_production_job_produced_at', ['jobId', 'producedAt'])
@Index('ix_production_cost_code', ['costCodeId'])
@Index('ix_production_production_request', ['productionRequestId'])
@Index('ix_production_work_type', ['workTypeId'])
@Check('ck_production_type', oneOf('type', PRODUCTION_TYPES))
@Check('ck_production_invoice_status', oneOf('invoice_status', INVOICE_STATUSES))
export class Production extends TenantEntity {
  @Column({ type: 'text', default: 'Production' })
  type!: ProductionType;

  @Column()
  jobId!: number;

  @ManyToOne(() => Job, (j) => j.productions, { onDelete: 'RESTRICT' })
  @JoinColumn(sameCompany('job_id'))
  job?: Relation<Job>;

  @Column()
  costCodeId!: number;

  @ManyToOne(() => CostCode, { onDelete: 'RESTRICT' })
  @JoinColumn(sameCompany('cost_code_id'))
  costCode?: Relation<CostCode>;

  /** The employee (time records) or the person who entered the quantity. */
  @Column({ type: 'integer', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn(sameCompany('user_id'))
  user?: Relation<User> | null;

  @Column({ type: 'integer', nullable: true })
  workTypeId!: number | null;

  @ManyToOne(() => WorkType, { onDelete: 'RESTRICT' })
  @JoinColumn(sameCompany('work_type_id'))
  workType?: Relation<WorkType> | null;

  /** The schedule entry this time record answers. */
  @Column({ type: 'integer', nullable: true })
  productionRequestId!: number | null;

  @ManyToOne(() => ProductionRequest, (r) => r.productions, { onDelete: 'SET NULL' })
  @JoinColumn(sameCompany('production_request_id'))
  productionRequest?: Relation<ProductionRequest> | null;

  /** Start (time records) or the production date. */
  @Column({ type: 'timestamptz' })
  producedAt!: Date;

  /** End of a time record; an end earlier in the day than the start is on the next day. */
  @Column({ type: 'timestamptz', nullable: true })
  producedEndsAt!: Date | null;

  /** Hours for a time record, the produced quantity otherwise (negative for material hauling). */
  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  quantity!: number;

  // The overtime split of a time record's hours (issue 17, docs/overtime.md): they sum to quantity; 0 for other types.
  // Stored on every write of the employee's week; an exported record keeps the split it was paid with.

  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0, transformer: numericTransformer })
  regularHours!: number;

  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0, transformer: numericTransformer })
  overtimeHours!: number;

  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0, transformer: numericTransformer })
  doubleTimeHours!: number;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** null: not processed; true: approved; false: declined. */
  @Column({ type: 'boolean', nullable: true })
  isApproved!: boolean | null;

  /** Set when a payroll file including the record is downloaded; null again after a reset. */
  @Column({ type: 'timestamptz', nullable: true })
  exportedAt!: Date | null;

  /** null: infer from start, end and hours. */
  @Column({ type: 'boolean', nullable: true })
  isLunchbreakTaken!: boolean | null;

  @Column({ type: 'text', default: INVOICE_STATUS_DEFAULT })
  invoiceStatus!: InvoiceStatus;

  @OneToMany(() => ProductionEquipment, (e) => e.production)
  productionEquipments?: ProductionEquipment[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

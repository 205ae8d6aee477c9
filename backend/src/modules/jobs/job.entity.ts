import { Check, Column, CreateDateColumn, Entity, Index, OneToMany, Unique, UpdateDateColumn } from 'typeorm';
import { TenantEntity } from '../../database/tenant-entity';
import { CONSTANTS, JOB_STATUSES, JOB_STATUS_SAVE_DEFAULT, LIMITS } from '@groundwork/shared/domain';
import type { JobStatus } from '@groundwork/shared/domain';
import { oneOf } from '../../database/checks';
import { numericTransformer } from '../../database/transformers';
import { CostCode } from '../cost-codes/cost-code.entity';
import { Production } from '../productions/production.entity';
import { JobAssignment } from './job-assignment.entity';
import { JobEquipment } from './job-equipment.entity';

/** A job (project). `name` is the Job No. */
@Entity()
@Unique('uq_job_company_id_id', ['companyId', 'id'])
/** Job No. unique per company whatever the case: unique index on (company_id, lower(name)), see migration CaseInsensitiveNames. */
@Index('uq_job_company_lower_name', { synchronize: false })
@Index('ix_job_company_status', ['companyId', 'status'])
@Check('ck_job_status', oneOf('status', JOB_STATUSES))
@Check('ck_job_number_of_workers', '"number_of_workers" >= 0')
export class Job extends TenantEntity {
  @Column({ type: 'varchar', length: LIMITS.jobName })
  name!: string;

  @Column({ type: 'varchar', length: LIMITS.jobDescription })
  description!: string;

  @Column({ type: 'text', default: JOB_STATUS_SAVE_DEFAULT })
  status!: JobStatus;

  @Column({ type: 'text', nullable: true })
  location!: string | null;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  startsAt!: string | null;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  endsAt!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  owner!: string | null;

  @Column({ type: 'integer', default: CONSTANTS.numberOfWorkersDefault })
  numberOfWorkers!: number;

  /** Depth of the dig in metres. */
  @Column({ type: 'numeric', precision: 8, scale: 2, nullable: true, transformer: numericTransformer })
  depthDig!: number | null;

  /** The BC One Call (utility locate) ticket reference. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  bc1Call!: string | null;

  @Column({ type: 'boolean', default: false })
  isMaterialHaulingEnabled!: boolean;

  @OneToMany(() => JobAssignment, (a) => a.job)
  userAssignments?: JobAssignment[];

  @OneToMany(() => CostCode, (c) => c.job)
  costCodes?: CostCode[];

  @OneToMany(() => JobEquipment, (e) => e.job)
  equipmentUtilization?: JobEquipment[];

  @OneToMany(() => Production, (p) => p.job)
  productions?: Production[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

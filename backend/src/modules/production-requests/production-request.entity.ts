import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, Unique, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { Job } from '../jobs/job.entity';
import { Production } from '../productions/production.entity';
import { User } from '../users/user.entity';

/** A scheduled shift (schedule entry). Pending until a time record is linked to it. */
@Entity()
@Unique('uq_production_request_company_id_id', ['companyId', 'id'])
@Index('ix_production_request_company_request_at', ['companyId', 'requestAt'])
@Index('ix_production_request_user_request_at', ['userId', 'requestAt'])
@Index('ix_production_request_job_request_at', ['jobId', 'requestAt'])
@Index('ix_production_request_requested_by', ['requestedById'])
@Index('ix_production_request_production', ['productionId'])
export class ProductionRequest extends TenantEntity {
  @Column({ type: 'timestamptz' })
  requestAt!: Date;

  /** End of the shift; earlier in the day than requestAt means the next day (stored as the real instant). */
  @Column({ type: 'timestamptz' })
  requestEndsAt!: Date;

  /** The time record submitted for this shift (also reachable as productions, by production_request_id). */
  @Column({ type: 'integer', nullable: true })
  productionId!: number | null;

  @ManyToOne(() => Production, { onDelete: 'SET NULL' })
  @JoinColumn(sameCompany('production_id'))
  production?: Relation<Production> | null;

  @OneToMany(() => Production, (p) => p.productionRequest)
  productions?: Production[];

  @Column()
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('user_id'))
  user?: Relation<User>;

  @Column()
  jobId!: number;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('job_id'))
  job?: Relation<Job>;

  @Column({ type: 'integer', nullable: true })
  requestedById!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn(sameCompany('requested_by_id'))
  requestedBy?: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

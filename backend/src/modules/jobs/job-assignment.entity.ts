import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, Unique, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { User } from '../users/user.entity';
import { Job } from './job.entity';

/** An employee assigned to a job's crew (a job's userAssignments). */
@Entity()
@Unique('uq_job_assignment_job_user', ['jobId', 'userId'])
@Index('ix_job_assignment_user', ['userId'])
export class JobAssignment extends TenantEntity {
  @Column()
  jobId!: number;

  @ManyToOne(() => Job, (j) => j.userAssignments, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('job_id'))
  job?: Relation<Job>;

  @Column()
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('user_id'))
  user?: Relation<User>;

  /** What the employee does on this job (free text). */
  @Column({ type: 'text', nullable: true })
  assignment!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, Unique, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { Equipment } from '../equipment/equipment.entity';
import { Job } from './job.entity';

/** A piece of equipment put on a job (a job's equipmentUtilization, an equipment's jobUtilization). */
@Entity()
@Unique('uq_job_equipment_job_equipment', ['jobId', 'equipmentId'])
@Index('ix_job_equipment_equipment', ['equipmentId'])
export class JobEquipment extends TenantEntity {
  @Column()
  jobId!: number;

  @ManyToOne(() => Job, (j) => j.equipmentUtilization, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('job_id'))
  job?: Relation<Job>;

  @Column()
  equipmentId!: number;

  @ManyToOne(() => Equipment, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('equipment_id'))
  equipment?: Relation<Equipment>;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

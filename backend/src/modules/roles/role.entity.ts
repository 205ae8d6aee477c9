import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { Company } from '../companies/company.entity';

/** A company's role: a named list of permission names (shared/domain PERMISSIONS). */
@Entity()
@Unique('uq_role_company_name', ['companyId', 'name'])
export class Role {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** Permission names, e.g. ['jobs.read', 'jobs.create']. The API answers them as [{name}]. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  permissions!: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

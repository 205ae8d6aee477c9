import { Column, CreateDateColumn, Entity, Unique, UpdateDateColumn } from 'typeorm';
import { TenantEntity } from '../../database/tenant-entity';

/** A company's role: a named list of permission names (shared/domain PERMISSIONS). */
@Entity()
@Unique('uq_role_company_id_id', ['companyId', 'id'])
@Unique('uq_role_company_name', ['companyId', 'name'])
export class Role extends TenantEntity {
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

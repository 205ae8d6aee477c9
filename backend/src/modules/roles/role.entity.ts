import { Column, CreateDateColumn, Entity, Index, Unique, UpdateDateColumn } from 'typeorm';
import { TenantEntity } from '../../database/tenant-entity';

/**
 * A company's role: a named list of permission names (shared/domain PERMISSIONS). Name unique per company whatever
 * the case: unique index on (company_id, lower(name)), see migration CaseInsensitiveRoleAndCompanyNames.
 */
@Entity()
@Index('uq_role_company_lower_name', { synchronize: false })
@Unique('uq_role_company_id_id', ['companyId', 'id'])
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

import { Column, Entity, Index, Unique } from 'typeorm';
import { TenantEntity } from '../../database/tenant-entity';

/**
 * Type of work on a time record (e.g. Operating, Labour); some require equipment lines. Name unique per company
 * whatever the case: unique index on (company_id, lower(name)), see migration CaseInsensitiveContentNames.
 */
@Entity()
@Index('uq_work_type_company_lower_name', { synchronize: false })
@Unique('uq_work_type_company_id_id', ['companyId', 'id'])
export class WorkType extends TenantEntity {
  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'boolean', default: false })
  isEquipmentRequired!: boolean;
}

import { Column, Entity, Unique } from 'typeorm';
import { TenantEntity } from '../../database/tenant-entity';

/** Type of work on a time record (e.g. Operating, Labour); some require equipment lines. */
@Entity()
@Unique('uq_work_type_company_id_id', ['companyId', 'id'])
@Unique('uq_work_type_company_name', ['companyId', 'name'])
export class WorkType extends TenantEntity {
  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'boolean', default: false })
  isEquipmentRequired!: boolean;
}

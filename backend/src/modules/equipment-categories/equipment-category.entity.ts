import { Column, Entity, Unique } from 'typeorm';
import { TenantEntity } from '../../database/tenant-entity';

@Entity()
@Unique('uq_equipment_category_company_id_id', ['companyId', 'id'])
@Unique('uq_equipment_category_company_name', ['companyId', 'name'])
export class EquipmentCategory extends TenantEntity {
  @Column({ type: 'varchar', length: 60 })
  name!: string;
}

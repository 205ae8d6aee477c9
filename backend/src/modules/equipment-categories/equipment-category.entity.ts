import { Column, Entity, Index, Unique } from 'typeorm';
import { TenantEntity } from '../../database/tenant-entity';

/** Name unique per company whatever the case: unique index on (company_id, lower(name)), see migration CaseInsensitiveContentNames. */
@Entity()
@Index('uq_equipment_category_company_lower_name', { synchronize: false })
@Unique('uq_equipment_category_company_id_id', ['companyId', 'id'])
export class EquipmentCategory extends TenantEntity {
  @Column({ type: 'varchar', length: 60 })
  name!: string;
}

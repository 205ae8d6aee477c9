import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { EQUIPMENT_CLASSES, LIMITS, OWNERSHIP_TYPES, OWNERSHIP_TYPE_DEFAULT } from '@groundwork/shared/domain';
import type { EquipmentClass, OwnershipType } from '@groundwork/shared/domain';
import { oneOf } from '../../database/checks';
import { numericTransformer } from '../../database/transformers';
import { EquipmentCategory } from '../equipment-categories/equipment-category.entity';

@Entity()
@Unique('uq_equipment_company_id_id', ['companyId', 'id'])
/** Name unique per company whatever the case: unique index on (company_id, lower(name)), see migration CaseInsensitiveNames. */
@Index('uq_equipment_company_lower_name', { synchronize: false })
@Index('ix_equipment_company_active', ['companyId', 'isActive'])
@Index('ix_equipment_category', ['equipmentCategoryId'])
@Check('ck_equipment_class', oneOf('class', EQUIPMENT_CLASSES))
@Check('ck_equipment_ownership_type', oneOf('ownership_type', OWNERSHIP_TYPES))
@Check('ck_equipment_end_of_term', `"end_of_term" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)
@Check('ck_equipment_year', `"year" BETWEEN 1900 AND 2999`)
@Check('ck_equipment_hourly_rate', `"hourly_rate" >= 0`)
export class Equipment extends TenantEntity {
  /** Equipment No. */
  @Column({ type: 'varchar', length: LIMITS.equipmentName })
  name!: string;

  @Column({ type: 'varchar', length: LIMITS.equipmentDescription })
  description!: string;

  @Column()
  equipmentCategoryId!: number;

  @ManyToOne(() => EquipmentCategory, { onDelete: 'RESTRICT' })
  @JoinColumn(sameCompany('equipment_category_id'))
  equipmentCategory?: Relation<EquipmentCategory>;

  @Column({ type: 'text' })
  class!: EquipmentClass;

  @Column({ type: 'varchar', length: 60, nullable: true })
  make!: string | null;

  @Column({ type: 'integer', nullable: true })
  year!: number | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  modelNumber!: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  serialNumber!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  licensePlate!: string | null;

  @Column({ type: 'boolean', default: false })
  isRental!: boolean;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numericTransformer })
  value!: number | null;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  acquiredAt!: string | null;

  @Column({ type: 'text', default: OWNERSHIP_TYPE_DEFAULT })
  ownershipType!: OwnershipType;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  startingHours!: number | null;

  /** Cost per hour used, for job cost (owned: the internal rate; rental: the rental rate); null: none set. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  hourlyRate!: number | null;

  /** YYYY-MM (end of a lease or loan term). */
  @Column({ type: 'varchar', length: 7, nullable: true })
  endOfTerm!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

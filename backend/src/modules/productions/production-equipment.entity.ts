import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { numericTransformer } from '../../database/transformers';
import { Equipment } from '../equipment/equipment.entity';
import { Production } from './production.entity';

/** An equipment line of a time record. Removed with its record; equipment with usage cannot be deleted. */
@Entity()
@Index('ix_production_equipment_production', ['productionId'])
@Index('ix_production_equipment_equipment', ['equipmentId'])
@Check('ck_production_equipment_hours_used', '"hours_used" >= 0')
@Check('ck_production_equipment_liters_of_fuel', '"liters_of_fuel" >= 0')
export class ProductionEquipment extends TenantEntity {
  @Column()
  productionId!: number;

  @ManyToOne(() => Production, (p) => p.productionEquipments, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('production_id'))
  production?: Relation<Production>;

  @Column()
  equipmentId!: number;

  @ManyToOne(() => Equipment, { onDelete: 'RESTRICT' })
  @JoinColumn(sameCompany('equipment_id'))
  equipment?: Relation<Equipment>;

  @Column({ type: 'numeric', precision: 8, scale: 2, transformer: numericTransformer })
  hoursUsed!: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  litersOfFuel!: number | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;
}

import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { Company } from '../companies/company.entity';

/** Type of work on a time record (e.g. Operating, Labour); some require equipment lines. */
@Entity()
@Unique('uq_work_type_company_name', ['companyId', 'name'])
export class WorkType {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'boolean', default: false })
  isEquipmentRequired!: boolean;
}

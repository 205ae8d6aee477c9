import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Company } from '../modules/companies/company.entity';

/**
 * What every tenant table has: its id and the company it belongs to (`company_id`, NOT NULL, a foreign key that keeps
 * a company with data from being deleted). Every query filters by it (the token's company).
 */
export abstract class TenantEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;
}

import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type JoinColumnOptions, type Relation } from 'typeorm';
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

/**
 * The join columns of a link from one tenant row to another: `(company_id, <column>)` to the target's
 * `(company_id, id)`, so the database itself refuses a link to another company's row (migration TenancyForeignKeys,
 * docs/records.md "Tenancy in the schema"). The target declares `@Unique('uq_<table>_company_id_id', ['companyId', 'id'])`.
 * A nullable link that is SET NULL on delete clears only its own column (`ON DELETE SET NULL (<column>)`, written by
 * the migration: TypeORM reads it back as SET NULL).
 */
export function sameCompany(column: string): JoinColumnOptions[] {
  return [{ name: 'company_id', referencedColumnName: 'companyId' }, { name: column, referencedColumnName: 'id' }];
}

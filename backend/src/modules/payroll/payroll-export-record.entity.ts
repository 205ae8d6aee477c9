import { Entity, Column, Index, JoinColumn, ManyToOne, Unique, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { Production } from '../productions/production.entity';
import { PayrollExport } from './payroll-export.entity';

/**
 * A time record in an export. Both links carry the company. Removed with its export; a record deleted after its
 * export was reset takes its links along (the stored file keeps its bytes).
 */
@Entity()
@Unique('uq_payroll_export_record', ['payrollExportId', 'productionId'])
@Index('ix_payroll_export_record_production', ['productionId'])
export class PayrollExportRecord extends TenantEntity {
  @Column()
  payrollExportId!: number;

  @ManyToOne(() => PayrollExport, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('payroll_export_id'))
  payrollExport?: Relation<PayrollExport>;

  @Column()
  productionId!: number;

  @ManyToOne(() => Production, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('production_id'))
  production?: Relation<Production>;
}

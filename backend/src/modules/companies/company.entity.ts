import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CSV_HEADER_STYLES, DEFAULT_PAY_PERIOD_STARTS_ON, LIMITS, type CsvHeaderStyle } from '@groundwork/shared/domain';
import { oneOf } from '../../database/checks';
import { numericTransformer } from '../../database/transformers';

/**
 * A tenant. Every other table carries company_id (docs/records.md, "Tenancy in the schema"). Name unique whatever the
 * case: unique index on lower(name), see migration CaseInsensitiveRoleAndCompanyNames.
 */
@Entity()
@Index('uq_company_lower_name', { synchronize: false })
@Check('ck_company_csv_header_style', oneOf('csv_header_style', CSV_HEADER_STYLES))
@Check('ck_company_pay_period_starts_on', `EXTRACT(DOW FROM "pay_period_starts_on") = 0`)
@Check('ck_company_labor_burden_percent', `"labor_burden_percent" BETWEEN 0 AND 100`)
@Check('ck_company_salaried_hours_per_year', `"salaried_hours_per_year" BETWEEN 1 AND 8784`)
export class Company {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** The logo as an image data URL (data:image/png;base64,...). */
  @Column({ type: 'text', nullable: true })
  logo!: string | null;

  /** Header name of the fixed-width payroll file (default Admin when empty). */
  @Column({ type: 'varchar', length: LIMITS.payrollHeader, nullable: true })
  payrollHeader!: string | null;

  // The export profile (docs/payroll-file.md "Export profiles"; shared/src/domain/payroll-profile.ts).

  /** A Sunday that starts a pay period; the periods are the two-week steps before and after it. */
  @Column({ type: 'date', default: DEFAULT_PAY_PERIOD_STARTS_ON })
  payPeriodStartsOn!: string;

  /** Job No. written for rental equipment in the equipment file; null keeps the record's job. */
  @Column({ type: 'varchar', length: LIMITS.rentalEquipmentJob, nullable: true })
  rentalEquipmentJob!: string | null;

  /** False leaves rental equipment out of the equipment file. */
  @Column({ type: 'boolean', default: true })
  includeRentalEquipment!: boolean;

  /** The column titles of the payroll report's downloads. */
  @Column({ type: 'text', default: 'standard' })
  csvHeaderStyle!: CsvHeaderStyle;

  // Overtime (issue 17, docs/overtime.md).

  /** IANA time zone of the company's days and weeks (overtime, and the payroll read and file when none is named). */
  @Column({ type: 'text', default: 'UTC' })
  timeZone!: string;

  /** A preset's id (OVERTIME_POLICIES) or `custom-<id>` of one of the company's overtime_policy rows. */
  @Column({ type: 'text', default: 'none' })
  overtimePolicy!: string;

  // Job cost (issue 20, docs/job-cost.md).

  /** Payroll taxes and benefits added on top of wages, in percent (0-100). */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0, transformer: numericTransformer })
  laborBurdenPercent!: number;

  /** A salaried employee's hourly cost is their payRate divided by this. */
  @Column({ type: 'integer', default: 2080 })
  salariedHoursPerYear!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

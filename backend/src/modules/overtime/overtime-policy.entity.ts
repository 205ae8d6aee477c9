import { Check, Column, CreateDateColumn, Entity, Index, Unique, UpdateDateColumn } from 'typeorm';
import { LIMITS, OVERTIME_RATES } from '@groundwork/shared/domain';
import type { OvertimeRateName } from '@groundwork/shared/domain';
import { oneOf } from '../../database/checks';
import { TenantEntity } from '../../database/tenant-entity';
import { numericTransformer } from '../../database/transformers';

/**
 * A company-defined overtime policy (a union agreement, issue 17, docs/overtime.md): daily and weekly thresholds, a
 * rate per day of the week and a holiday rate. Its id as the API and the domain see it is `custom-<id>`. Employees
 * whose `union` equals the policy's union are paid by it instead of the company's policy.
 */
@Entity('overtime_policy')
@Unique('uq_overtime_policy_company_id_id', ['companyId', 'id'])
@Unique('uq_overtime_policy_company_name', ['companyId', 'name'])
@Unique('uq_overtime_policy_company_union', ['companyId', 'union'])
@Index('ix_overtime_policy_company', ['companyId'])
@Check('ck_overtime_policy_holiday_rate', oneOf('holiday_rate', OVERTIME_RATES))
@Check('ck_overtime_policy_weekday_rates', `cardinality("weekday_rates") = 7 AND "weekday_rates" <@ ARRAY[${OVERTIME_RATES.map((r) => `'${r}'`).join(', ')}]::text[]`)
export class OvertimePolicyRow extends TenantEntity {
  @Column({ type: 'varchar', length: LIMITS.companyName })
  name!: string;

  /** Hours in a day after which the hours are overtime; null: no daily overtime. */
  @Column({ type: 'numeric', precision: 4, scale: 2, nullable: true, transformer: numericTransformer })
  dailyOvertimeAfter!: number | null;

  /** Hours in a day after which the hours are double time; null: no daily double time. */
  @Column({ type: 'numeric', precision: 4, scale: 2, nullable: true, transformer: numericTransformer })
  dailyDoubleTimeAfter!: number | null;

  /** Hours in a Sunday-to-Saturday week after which the hours are overtime; null: no weekly overtime. */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true, transformer: numericTransformer })
  weeklyOvertimeAfter!: number | null;

  /** The rate of every hour worked on each day of the week, Sunday first (WEEKDAYS). */
  @Column({ type: 'text', array: true })
  weekdayRates!: OvertimeRateName[];

  /** The rate of every hour worked on a statutory holiday of `holidayRegion`; null: holidays are ordinary days. */
  @Column({ type: 'text', nullable: true })
  holidayRate!: OvertimeRateName | null;

  /** Where the statutory holidays come from: a country, or country-state (`CA-BC`, `US-CA`); null: none. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  holidayRegion!: string | null;

  /** Employees whose union is this one are paid by this policy; null: only as a company's policy. */
  @Column({ type: 'varchar', length: LIMITS.union, nullable: true })
  union!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

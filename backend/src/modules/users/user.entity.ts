import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, Unique, UpdateDateColumn, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { CAR_TYPES, EMPLOYMENT_TYPES, LANGUAGES, LIMITS, PAY_TYPES, WORK_CLASS_CODES } from '@groundwork/shared/domain';
import type { CarType, EmploymentType, Language, PayType, WorkClass } from '@groundwork/shared/domain';
import { oneOf } from '../../database/checks';
import { numericTransformer } from '../../database/transformers';
import { Role } from '../roles/role.entity';
import { WorkType } from '../work-types/work-type.entity';

/** An employee and (with a username) a sign-in account. Table "user" (quote it in raw SQL). */
@Entity()
@Unique('uq_user_company_id_id', ['companyId', 'id'])
@Unique('uq_user_username', ['username'])
/** Employee code unique per company whatever the case: unique index on (company_id, lower(employee_code)), see migration CaseInsensitiveNames. */
@Index('uq_user_company_lower_employee_code', { synchronize: false })
@Index('ix_user_company_active', ['companyId', 'isActive'])
@Index('ix_user_role', ['roleId'])
@Index('ix_user_work_type', ['workTypeId'])
@Check('ck_user_employment_type', oneOf('employment_type', EMPLOYMENT_TYPES))
@Check('ck_user_pay_type', oneOf('pay_type', PAY_TYPES))
@Check('ck_user_car_type', oneOf('car_type', CAR_TYPES))
@Check('ck_user_work_class', oneOf('work_class', WORK_CLASS_CODES))
@Check('ck_user_language', oneOf('language', LANGUAGES))
export class User extends TenantEntity {
  @Column({ type: 'varchar', length: LIMITS.userName })
  name!: string;

  @Column({ type: 'varchar', length: LIMITS.employeeCode })
  employeeCode!: string;

  @Column({ type: 'text', nullable: true })
  employmentType!: EmploymentType | null;

  @Column({ type: 'text', nullable: true })
  payType!: PayType | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  payRate!: number | null;

  @Column({ type: 'integer', nullable: true })
  workTypeId!: number | null;

  @ManyToOne(() => WorkType, { onDelete: 'SET NULL' })
  @JoinColumn(sameCompany('work_type_id'))
  workType?: Relation<WorkType> | null;

  @Column({ type: 'text' })
  workClass!: WorkClass;

  @Column({ type: 'varchar', length: LIMITS.union, nullable: true })
  union!: string | null;

  @Column({ type: 'text', nullable: true })
  carType!: CarType | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  mobile!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'text', nullable: true })
  address!: string | null;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  birthdayAt!: string | null;

  /** YYYY-MM-DD */
  @Column({ type: 'date', nullable: true })
  hiredAt!: string | null;

  @Column({ type: 'text', nullable: true })
  emergencyContact!: string | null;

  @Column({ type: 'text', nullable: true })
  health!: string | null;

  /** Unique across every company: sign-in does not ask for a company. */
  @Column({ type: 'varchar', length: LIMITS.usernameMax })
  username!: string;

  /** argon2id hash. Never selected unless asked for: `addSelect('user.password')`. */
  @Column({ type: 'text', select: false })
  password?: string;

  @Column()
  roleId!: number;

  @ManyToOne(() => Role, { onDelete: 'RESTRICT' })
  @JoinColumn(sameCompany('role_id'))
  role?: Relation<Role>;

  @Column({ type: 'boolean', default: true })
  isOnPayroll!: boolean;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  /** A subcontractor's employee: the subcontractor report (`isForSubcontractor`) reads their records. */
  @Column({ type: 'boolean', default: false })
  isSubcontractor!: boolean;

  /** The language of the user's screens and of the API's messages to them. */
  @Column({ type: 'text', default: 'en' })
  language!: Language;

  /** The user's managers (same company), filled by UsersService from user_managers (entity UserManager); not a column. */
  managers?: User[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

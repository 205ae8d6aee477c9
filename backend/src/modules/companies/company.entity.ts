import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { LIMITS } from '@groundwork/shared/domain';

/** A tenant. Every other table carries company_id (docs/records.md, "Tenancy in the schema"). */
@Entity()
@Unique('uq_company_name', ['name'])
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

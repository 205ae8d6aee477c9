import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { sameCompany } from '../../database/tenant-entity';
import { Company } from '../companies/company.entity';
import { User } from './user.entity';

/**
 * "manager manages user", both users of the row's company: the composite foreign keys refuse a manager (or a user)
 * of another company. Written and read by UsersService.
 */
@Entity('user_managers')
@Index('ix_user_managers_user_id', ['userId'])
@Index('ix_user_managers_manager_id', ['managerId'])
export class UserManager {
  @PrimaryColumn()
  userId!: number;

  @PrimaryColumn()
  managerId!: number;

  @Column()
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company?: Relation<Company>;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('user_id'))
  user?: Relation<User>;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('manager_id'))
  manager?: Relation<User>;
}

import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, Unique, type Relation } from 'typeorm';
import { sameCompany, TenantEntity } from '../../database/tenant-entity';
import { User } from '../users/user.entity';

/**
 * A timecard submission's Idempotency-Key (docs/records.md, "Idempotency"): claimed in the submission's own
 * transaction, it holds the answer given, so a retry with the same key by the same user is answered the same
 * and stores nothing. Kept until `expiresAt`.
 */
@Entity()
@Unique('uq_idempotency_key_company_user_key', ['companyId', 'userId', 'key'])
@Index('ix_idempotency_key_user', ['userId'])
export class IdempotencyKey extends TenantEntity {
  @Column()
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn(sameCompany('user_id'))
  user?: Relation<User>;

  @Column({ type: 'text' })
  key!: string;

  /** SHA-256 of the method, path and body: the same key with another submission is refused. */
  @Column({ type: 'text' })
  requestHash!: string;

  /** The JSON answered to the first submission (set in the same transaction as the claim). */
  @Column({ type: 'text', nullable: true })
  response!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { AccountType, CustomerKind, SecurityQuestionId } from '../customer.events';

/**
 * A customer as the customer-<id> stream left them: the account, the profile and the security settings
 * they chose. The password, trade password and security answer are here only as their hashes (as the
 * events carry them); the unique e-mail, phone and wallet keys refuse a second registration of one
 * account atomically, in the append's transaction.
 */
@Entity('customers')
@Index('customers_phone', ['phone'])
@Index('customers_registered', { synchronize: false }) // (registered_at DESC): TypeORM names no column order
export class Customer {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') kind!: CustomerKind;
  /** Null for a demo account. */
  @Column('text', { name: 'account_type', nullable: true }) accountType!: AccountType | null;
  /** Lower-case. */
  @Column('text', { nullable: true, unique: true }) email!: string | null;
  /** The national number's digits. */
  @Column('text', { nullable: true }) phone!: string | null;
  /** The international calling code's digits. */
  @Column('text', { name: 'area_code', nullable: true }) areaCode!: string | null;
  /** `+<area code><phone>`: what a phone login is looked up by. */
  @Column('text', { name: 'phone_key', nullable: true, unique: true }) phoneKey!: string | null;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @Column('text', { name: 'trade_password_hash', nullable: true }) tradePasswordHash!: string | null;
  @Column('text', { name: 'invitation_code', unique: true }) invitationCode!: string;
  @Column('uuid', { name: 'invited_by', nullable: true }) invitedBy!: string | null;
  @Column('text') lang!: string;
  @Column('timestamptz', { name: 'demo_expires_at', nullable: true }) demoExpiresAt!: Date | null;
  @Column('timestamptz', { name: 'password_changed_at', nullable: true }) passwordChangedAt!: Date | null;
  /** The last login or trade password replacement, contact bound or authenticator switched: withdrawals wait for review after one. */
  @Column('timestamptz', { name: 'security_changed_at', nullable: true }) securityChangedAt!: Date | null;
  @Column('timestamptz', { name: 'registered_at' }) registeredAt!: Date;
  /** The customer stream's version this row reflects. */
  @Column('int') version!: number;
  @Column('text', { nullable: true }) nickname!: string | null;
  @Column('uuid', { name: 'avatar_id', nullable: true }) avatarId!: string | null;
  /** The security question the customer chose; its answer is kept hashed, like a password. */
  @Column('int', { name: 'security_question_id', nullable: true }) securityQuestionId!: SecurityQuestionId | null;
  @Column('text', { name: 'security_answer_hash', nullable: true }) securityAnswerHash!: string | null;
  @Column('text', { name: 'anti_phishing_phrase', nullable: true }) antiPhishingPhrase!: string | null;
  /** A wallet customer's checksummed (EIP-55) address. */
  @Column('text', { name: 'wallet_address', nullable: true, unique: true }) walletAddress!: string | null;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { CommissionStatus, FeePaid } from '../domain/referral-commission.decider';

/** One commission line: what a fee (the referral-commission-<fee> streams) owes the ancestor at one level, and what became of it. */
@Entity('referral_commissions')
@Index('referral_commissions_inviter', { synchronize: false }) // (inviter_id, decided_at DESC): TypeORM names no column order
export class ReferralCommission {
  @PrimaryColumn('text', { name: 'fee_id' }) feeId!: string;
  @PrimaryColumn('int') level!: number;
  @Column('uuid', { name: 'inviter_id' }) inviterId!: string;
  /** The referred customer who paid the fee. */
  @Column('uuid', { name: 'payer_id' }) payerId!: string;
  @Column('text') product!: FeePaid['product'];
  @Column('text') coin!: string;
  @Column('numeric', { name: 'fee_amount', precision: 40, scale: 18 }) feeAmount!: string;
  @Column('text') reference!: string;
  @Column('int', { name: 'rate_bps' }) rateBps!: number;
  /** USDT. */
  @Column('numeric', { precision: 30, scale: 6 }) amount!: string;
  @Column('text') status!: CommissionStatus;
  /** Why the line pays nothing (a `NoCommissionReason`), or why accounts refused it. */
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('text', { name: 'clawback_reason', nullable: true }) clawbackReason!: string | null;
  @Column('text', { name: 'clawed_back_by', nullable: true }) clawedBackBy!: string | null;
  @Column('text', { name: 'clawback_refusal', nullable: true }) clawbackRefusal!: string | null;
  @Column('timestamptz', { name: 'fee_at' }) feeAt!: Date;
  @Column('timestamptz', { name: 'decided_at' }) decidedAt!: Date;
  @Column('timestamptz', { name: 'settled_at', nullable: true }) settledAt!: Date | null;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { C2cOrderStatus, PaymentProofImage, ReceivingAccountSnapshot } from '../domain/c2c-order.types';
import type { PaymentType } from '../domain/c2c-terms';

/** A match support asked for, waiting for the inventory's hold. */
export interface PendingMatch {
  holdId: string;
  staffId: string;
  account: ReceivingAccountSnapshot;
  at: string;
}

/**
 * A C2C order (the c2c-order-<id> streams) as the customer and staff read it: the frozen rate, the
 * deadline, the match waiting for the inventory, the account copied at the match, the proof, the approvals.
 */
@Entity('c2c_orders')
@Index('c2c_orders_customer', { synchronize: false }) // (customer_id, placed_at DESC)
@Index('c2c_orders_queue', ['status', 'expiresAt'])
export class C2cOrder {
  @PrimaryColumn('uuid', { name: 'order_id' }) orderId!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') status!: C2cOrderStatus;
  /** USDT. */
  @Column('numeric', { precision: 30, scale: 6 }) amount!: string;
  @Column('text') fiat!: string;
  @Column('text') payment!: PaymentType;
  /** Fiat per USDT, frozen at the order. */
  @Column('numeric', { precision: 30, scale: 8 }) rate!: string;
  @Column('numeric', { name: 'fiat_amount', precision: 30, scale: 2 }) fiatAmount!: string;
  @Column('text', { name: 'verified_name' }) verifiedName!: string;
  @Column('timestamptz', { name: 'placed_at' }) placedAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'reminded_at', nullable: true }) remindedAt!: Date | null;
  @Column('jsonb', { nullable: true }) matching!: PendingMatch | null;
  @Column('text', { name: 'match_refusal', nullable: true }) matchRefusal!: string | null;
  @Column('jsonb', { name: 'receiving_account', nullable: true }) receivingAccount!: ReceivingAccountSnapshot | null;
  @Column('uuid', { name: 'matched_by', nullable: true }) matchedBy!: string | null;
  @Column('timestamptz', { name: 'matched_at', nullable: true }) matchedAt!: Date | null;
  @Column('text', { name: 'payer_name', nullable: true }) payerName!: string | null;
  @Column('text', { name: 'payer_bank', nullable: true }) payerBank!: string | null;
  @Column('jsonb', { nullable: true }) proof!: PaymentProofImage | null;
  @Column('boolean', { name: 'name_matches', nullable: true }) nameMatches!: boolean | null;
  @Column('timestamptz', { name: 'proof_at', nullable: true }) proofAt!: Date | null;
  @Column('jsonb', { default: () => "'[]'" }) approvals!: { staffId: string; at: string }[];
  @Column('jsonb', { default: () => "'[]'" }) extensions!: { staffId: string; hours: number; reason: string; at: string }[];
  @Column('uuid', { name: 'decided_by', nullable: true }) decidedBy!: string | null;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('timestamptz', { name: 'ended_at', nullable: true }) endedAt!: Date | null;
  @Column('timestamptz', { name: 'credited_at', nullable: true }) creditedAt!: Date | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

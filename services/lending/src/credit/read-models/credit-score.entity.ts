import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DocumentImage } from '../../loans/domain/document-image';

/**
 * A customer's latest credit score (the credit-<id> streams), the proofs they sent for it, and the
 * evaluation they asked for that finance has not answered yet.
 */
@Entity('credit_scores')
@Index('credit_scores_requested', { synchronize: false }) // (evaluation_requested_at) WHERE evaluation_requested_at IS NOT NULL
export class CreditScore {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  /** 0 to 1000; null until finance or compliance evaluates. */
  @Column('int', { nullable: true }) score!: number | null;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('uuid', { name: 'evaluated_by', nullable: true }) evaluatedBy!: string | null;
  @Column('timestamptz', { name: 'evaluated_at', nullable: true }) evaluatedAt!: Date | null;
  /** Every proof sent, oldest first. */
  @Column('jsonb', { default: () => "'[]'" }) proofs!: DocumentImage[];
  @Column('timestamptz', { name: 'evaluation_requested_at', nullable: true }) evaluationRequestedAt!: Date | null;
}

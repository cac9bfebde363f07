import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A deposit's proof image, decoded and encoded afresh (the original is filed apart for audit): served to its owner and staff only. */
@Entity('deposit_proofs')
export class DepositProofImage {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('text') mime!: string;
  @Column('integer') size!: number;
  @Column('char', { length: 64 }) sha256!: string;
  @Column('bytea') bytes!: Buffer;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A receiving account finance keeps (c2c-receiving-account-<id>): where customers send their fiat. */
@Entity('c2c_receiving_accounts')
export class ReceivingAccount {
  @PrimaryColumn('uuid', { name: 'account_id' }) accountId!: string;
  @Column('text') fiat!: string;
  @Column('text', { name: 'account_name' }) accountName!: string;
  @Column('text', { name: 'account_number' }) accountNumber!: string;
  @Column('text', { name: 'bank_name' }) bankName!: string;
  @Column('text', { name: 'bank_address' }) bankAddress!: string;
  @Column('text') status!: 'proposed' | 'active' | 'retired';
  @Column('uuid', { name: 'proposed_by' }) proposedBy!: string;
  @Column('timestamptz', { name: 'proposed_at' }) proposedAt!: Date;
  @Column('text') reason!: string;
  @Column('uuid', { name: 'confirmed_by', nullable: true }) confirmedBy!: string | null;
  @Column('timestamptz', { name: 'confirmed_at', nullable: true }) confirmedAt!: Date | null;
  @Column('uuid', { name: 'retired_by', nullable: true }) retiredBy!: string | null;
  @Column('timestamptz', { name: 'retired_at', nullable: true }) retiredAt!: Date | null;
  @Column('text', { name: 'retire_reason', nullable: true }) retireReason!: string | null;
}

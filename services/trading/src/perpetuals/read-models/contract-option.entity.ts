import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { OptionView } from '../domain/contract-core.types';

/** Every delivery option as the contract core last recorded it, its whole view kept; written by the core's group commit. */
@Entity('contract_options')
@Index('contract_options_owner', { synchronize: false }) // (owner_id, accepted_at DESC)
export class ContractOption {
  @PrimaryColumn('text') id!: string;
  @Column('text', { name: 'owner_id' }) ownerId!: string;
  @Column('text') symbol!: string;
  @Column('text') status!: OptionView['status'];
  @Column('jsonb') view!: OptionView;
  @Column('timestamptz', { name: 'accepted_at' }) acceptedAt!: Date;
  @Column('timestamptz', { name: 'settled_at', nullable: true }) settledAt!: Date | null;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { PositionView } from '../domain/contract-core.types';

/** Every perpetual position as the contract core last recorded it, its whole view kept as it was presented; written by the core's group commit. */
@Entity('contract_positions')
@Index('contract_positions_owner', { synchronize: false }) // (owner_id, opened_at DESC)
@Index('contract_positions_live', { synchronize: false }) // (symbol) WHERE status IN ('open', 'pending')
export class ContractPosition {
  @PrimaryColumn('text') id!: string;
  @Column('text', { name: 'owner_id' }) ownerId!: string;
  @Column('text') symbol!: string;
  @Column('text') status!: PositionView['status'];
  @Column('jsonb') view!: PositionView;
  @Column('timestamptz', { name: 'opened_at' }) openedAt!: Date;
  @Column('timestamptz', { name: 'closed_at', nullable: true }) closedAt!: Date | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

import type { RiskAnswers, RiskProfile } from '@meridian/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The latest risk assessment of each customer (the risk-<id> streams). */
@Entity('risk_profiles')
export class RiskAssessment {
  @PrimaryColumn('uuid', { name: 'customer_id' }) customerId!: string;
  @Column('jsonb') answers!: RiskAnswers;
  @Column('int') score!: number;
  @Column('text') profile!: RiskProfile;
  @Column('timestamptz', { name: 'assessed_at' }) assessedAt!: Date;
}

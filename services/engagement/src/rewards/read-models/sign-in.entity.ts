import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';
import type { RewardStatus } from '../domain/sign-in.decider';

/** Every sign-in (the sign-in-<customer> streams) and what became of its reward; one a day per customer. */
@Entity('sign_ins')
@Unique('sign_ins_customer_id_day_key', ['customerId', 'day'])
@Index('sign_ins_customer', { synchronize: false }) // (customer_id, day DESC): TypeORM names no column order
@Index('sign_ins_paying', { synchronize: false }) // (reward_status) WHERE reward_status = 'paying': partial
export class SignIn {
  @PrimaryColumn('text', { name: 'sign_in_id' }) signInId!: string;
  @Column('uuid', { name: 'customer_id' }) customerId!: string;
  /** The sign-in day by the published boundary, `YYYY-MM-DD`. */
  @Column('date') day!: string;
  /** 1 to 7. */
  @Column('int', { name: 'cycle_day' }) cycleDay!: number;
  /** USDT; 0 once refused. */
  @Column('numeric', { precision: 30, scale: 6 }) reward!: string;
  /** USDT the rules promised for that day of the cycle. */
  @Column('numeric', { name: 'cycle_reward', precision: 30, scale: 6 }) cycleReward!: string;
  @Column('text', { name: 'reward_status' }) rewardStatus!: RewardStatus;
  @Column('timestamptz', { name: 'signed_at' }) signedAt!: Date;
  @Column('timestamptz', { name: 'settled_at', nullable: true }) settledAt!: Date | null;
}

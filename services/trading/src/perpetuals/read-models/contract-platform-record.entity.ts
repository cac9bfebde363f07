import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A movement of a platform account the contract core keeps (the insurance fund): what it received and what it covered. */
@Entity('contract_platform_records')
@Index('contract_platform_records_account', { synchronize: false }) // (account, id DESC)
export class ContractPlatformRecord {
  /** bigint: as a string. */
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('text') account!: string;
  /** USDT, signed. */
  @Column('numeric') amount!: string;
  @Column('text') kind!: string;
  @Column('text') ref!: string;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('timestamptz') at!: Date;
}

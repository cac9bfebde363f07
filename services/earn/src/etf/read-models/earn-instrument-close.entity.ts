import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An instrument's daily close as trading publishes it (InstrumentDailyClosed): what the funds' values use. */
@Entity('earn_instrument_closes')
export class EarnInstrumentClose {
  @PrimaryColumn('text') symbol!: string;
  /** YYYY-MM-DD. */
  @PrimaryColumn('date') day!: string;
  @Column('numeric') price!: string;
  /** The closing tick's sequence number (bigint: pg gives it as text). */
  @Column('bigint', { name: 'tick_seq' }) tickSeq!: string;
  @Column('timestamptz', { name: 'tick_at' }) tickAt!: Date;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A day the daily assessment finished for every wallet: a day is assessed once. */
@Entity('accounts_vip_assessments')
export class VipAssessmentDay {
  /** YYYY-MM-DD, the day assessed. */
  @PrimaryColumn('date') day!: string;
  @Column('int') customers!: number;
  @Column('timestamptz', { name: 'finished_at' }) finishedAt!: Date;
}

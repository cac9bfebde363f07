import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, PeriodicSweep, PG_POOL, type Clock } from '@meridian/runtime';
import { ETF_FUNDS, type EtfFund } from './domain/etf-funds';
import type { RecordedClose } from './domain/etf-unit-value.policy';
import { EtfStore } from './etf-store';
import { earnReadModels } from '../earn.read-models';
import { EarnEtfValue } from './read-models/earn-etf-value.entity';
import { EarnInstrumentClose } from './read-models/earn-instrument-close.entity';

/**
 * Values each fund for every day whose closes of the whole basket have arrived and that is not valued
 * yet, in day order; the fund's stream values a day once, so a repeated sweep changes nothing.
 */
@Injectable()
export class EtfValuation extends PeriodicSweep {
  constructor(
    @Inject(CLOCK) clock: Clock,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly etf: EtfStore,
  ) {
    super(clock, 30_000);
  }

  protected async sweep(): Promise<void> {
    for (const fund of ETF_FUNDS) {
      for (const { day, closes } of await this.closedDays(fund))
        await this.etf.fund(fund.fundId, { type: 'FixEtfUnitValue', data: { fund, day, closes: closes.map((close) => ({ ...close, tickSeq: Number(close.tickSeq) })) } });
    }
  }

  /** The days after the fund's last valued one with a close of every instrument in its basket, oldest first, each with its closes by symbol. */
  private async closedDays(fund: EtfFund) {
    const models = await earnReadModels.on(this.pool);
    const symbols = fund.basket.map((entry) => entry.symbol);
    const lastValued = models.getRepository(EarnEtfValue).createQueryBuilder('v').select('max(v.day)').where('v.fundId = :fundId');
    return models
      .getRepository(EarnInstrumentClose)
      .createQueryBuilder('c')
      .select("to_char(c.day, 'YYYY-MM-DD')", 'day')
      .addSelect("json_agg(json_build_object('symbol', c.symbol, 'price', c.price::text, 'tickSeq', c.tickSeq) ORDER BY c.symbol)", 'closes')
      .where('c.symbol IN (:...symbols)')
      .andWhere(`c.day > coalesce((${lastValued.getQuery()}), '-infinity'::date)`)
      .groupBy('c.day')
      .having('count(*) = :basket')
      .orderBy('c.day')
      .setParameters({ symbols, fundId: fund.fundId, basket: symbols.length })
      .getRawMany<{ day: string; closes: RecordedClose[] }>();
  }
}

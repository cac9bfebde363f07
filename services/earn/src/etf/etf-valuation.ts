import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { CLOCK, PeriodicSweep, PG_POOL, type Clock } from '@meridian/runtime';
import { ETF_FUNDS } from './domain/etf-funds';
import { EtfStore } from './etf-store';

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
      const symbols = fund.basket.map((entry) => entry.symbol);
      const { rows } = await this.pool.query<{ day: string; closes: { symbol: string; price: string; tickSeq: number }[] }>(
        `SELECT to_char(c.day, 'YYYY-MM-DD') AS day, json_agg(json_build_object('symbol', c.symbol, 'price', c.price::text, 'tickSeq', c.tick_seq) ORDER BY c.symbol) AS closes
           FROM earn_instrument_closes c
          WHERE c.symbol = ANY($1) AND c.day > coalesce((SELECT max(day) FROM earn_etf_values WHERE fund_id = $2), '-infinity'::date)
          GROUP BY c.day HAVING count(*) = $3 ORDER BY c.day`,
        [symbols, fund.fundId, symbols.length],
      );
      for (const { day, closes } of rows) await this.etf.fund(fund.fundId, { type: 'FixEtfUnitValue', data: { fund, day, closes: closes.map((close) => ({ ...close, tickSeq: Number(close.tickSeq) })) } });
    }
  }
}

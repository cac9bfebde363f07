import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Decimal } from '@meridian/money';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { basketMarketsOf, ETF_FUNDS, etfFundOf, type EtfFund } from '../domain/etf-funds';
import { etfOpensAt } from '../domain/etf-opening.policy';
import { proceedsOf } from '../domain/etf-unit-value.policy';

const HISTORY_DAYS = 30;
const six = (text: string) => Decimal.parse(text).rescale(6, 'down').toString();

/** Funds with their values, and a customer's holdings and trades. */
@Injectable()
export class EtfQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The latest unit value of a fund, or null before its first valued day. */
  async latestValue(fundId: string): Promise<{ day: string; value: string } | null> {
    const { rows } = await this.pool.query<{ day: string; value: string }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, value::text FROM earn_etf_values WHERE fund_id = $1 ORDER BY day DESC LIMIT 1",
      [fundId],
    );
    return rows[0] ? { day: rows[0].day, value: six(rows[0].value) } : null;
  }

  async funds() {
    return Promise.all(ETF_FUNDS.map((fund) => this.fund(fund.fundId)));
  }

  async fund(fundId: string) {
    const fund = etfFundOf(fundId)!;
    const { rows } = await this.pool.query<{ day: string; value: string; closes: { symbol: string; price: string; tickSeq: number }[] }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, value::text, closes FROM earn_etf_values WHERE fund_id = $1 ORDER BY day DESC LIMIT $2",
      [fundId, HISTORY_DAYS],
    );
    const history = rows.reverse().map((row) => ({ day: row.day, value: six(row.value), closes: row.closes }));
    const latest = history[history.length - 1] ?? null;
    return {
      id: fund.fundId,
      fundId: fund.fundId,
      risk: fund.risk,
      basket: fund.basket.map((entry) => ({ ...entry })),
      minAmount: fund.minAmount,
      maxAmount: fund.maxAmount,
      value: latest?.value ?? null,
      valueDay: latest?.day ?? null,
      opensAt: latest ? null : await this.opensAt(fund),
      history,
    };
  }

  /** Before the first value: when buying is expected to open, from the basket markets that have no close yet. */
  private async opensAt(fund: EtfFund): Promise<string> {
    const { rows } = await this.pool.query<{ symbol: string }>(
      'SELECT DISTINCT symbol FROM earn_instrument_closes WHERE symbol = ANY($1)',
      [fund.basket.map((entry) => entry.symbol)],
    );
    const closed = new Set(rows.map((row) => row.symbol));
    return etfOpensAt(basketMarketsOf(fund), closed, this.clock.now()).toISOString();
  }

  async holdings(customerId: string) {
    const { rows } = await this.pool.query<{ fund_id: string; units: string; paid: string; received: string }>(
      'SELECT fund_id, units::text, paid::text, received::text FROM earn_etf_holdings WHERE customer_id = $1 ORDER BY fund_id',
      [customerId],
    );
    return Promise.all(
      rows.map(async (row) => {
        const latest = await this.latestValue(row.fund_id);
        const worth = latest ? proceedsOf(six(row.units), latest.value) : '0.000000';
        // What the units are worth now plus what sales brought back, less what was paid: the result so far.
        const result = Decimal.parse(worth).add(Decimal.parse(six(row.received))).subtract(Decimal.parse(six(row.paid))).toString();
        return { fundId: row.fund_id, risk: etfFundOf(row.fund_id)?.risk ?? 'low', units: six(row.units), paid: six(row.paid), received: six(row.received), value: latest?.value ?? null, worth, result };
      }),
    );
  }

  async trades(customerId: string) {
    const { rows } = await this.pool.query<{ trade_id: string; fund_id: string; side: 'buy' | 'sell'; amount: string; units: string; value: string; day: string; status: string; reason: string | null; placed_at: Date }>(
      `SELECT trade_id, fund_id, side, amount::text, units::text, value::text, to_char(day, 'YYYY-MM-DD') AS day, status, reason, placed_at
         FROM earn_etf_trades WHERE customer_id = $1 ORDER BY placed_at DESC LIMIT 200`,
      [customerId],
    );
    return rows.map((row) => ({
      id: row.trade_id,
      fundId: row.fund_id,
      side: row.side,
      amount: six(row.amount),
      units: six(row.units),
      value: six(row.value),
      day: row.day,
      status: row.status as 'pending' | 'completed' | 'failed',
      reason: row.reason,
      placedAt: row.placed_at.toISOString(),
    }));
  }

  /** What the platform owes holders at today's values, per fund (the liabilities page). */
  async outstanding() {
    return Promise.all(
      ETF_FUNDS.map(async (fund) => {
        const { rows } = await this.pool.query<{ units: string }>('SELECT coalesce(sum(units), 0)::text AS units FROM earn_etf_holdings WHERE fund_id = $1', [fund.fundId]);
        const latest = await this.latestValue(fund.fundId);
        const units = six(rows[0]!.units);
        return { fundId: fund.fundId, units, value: latest?.value ?? null, owed: latest ? proceedsOf(units, latest.value) : '0.000000' };
      }),
    );
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Decimal } from '@meridian/money';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { basketMarketsOf, ETF_FUNDS, etfFundOf, type EtfFund } from '../domain/etf-funds';
import { etfOpensAt } from '../domain/etf-opening.policy';
import { proceedsOf } from '../domain/etf-unit-value.policy';
import { earnReadModels } from '../../earn.read-models';
import { EarnEtfHolding } from '../read-models/earn-etf-holding.entity';
import { EarnEtfTrade } from '../read-models/earn-etf-trade.entity';
import { EarnEtfValue } from '../read-models/earn-etf-value.entity';
import { EarnInstrumentClose } from '../read-models/earn-instrument-close.entity';

const HISTORY_DAYS = 30;
const six = (text: string) => Decimal.parse(text).rescale(6, 'down').toString();

/** Funds with their values, and a customer's holdings and trades. */
@Injectable()
export class EtfQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private async models() {
    return earnReadModels.on(this.pool);
  }

  /** The latest unit value of a fund, or null before its first valued day. */
  async latestValue(fundId: string): Promise<{ day: string; value: string } | null> {
    const [latest] = await (await this.models()).getRepository(EarnEtfValue).find({ where: { fundId }, order: { day: 'DESC' }, take: 1 });
    return latest ? { day: latest.day, value: six(latest.value) } : null;
  }

  async funds() {
    return Promise.all(ETF_FUNDS.map((fund) => this.fund(fund.fundId)));
  }

  async fund(fundId: string) {
    const fund = etfFundOf(fundId)!;
    const rows = await (await this.models()).getRepository(EarnEtfValue).find({ where: { fundId }, order: { day: 'DESC' }, take: HISTORY_DAYS });
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
    const rows = await (await this.models())
      .getRepository(EarnInstrumentClose)
      .createQueryBuilder('c')
      .select('c.symbol', 'symbol')
      .distinct(true)
      .where('c.symbol IN (:...symbols)', { symbols: fund.basket.map((entry) => entry.symbol) })
      .getRawMany<{ symbol: string }>();
    const closed = new Set(rows.map((row) => row.symbol));
    return etfOpensAt(basketMarketsOf(fund), closed, this.clock.now()).toISOString();
  }

  async holdings(customerId: string) {
    const rows = await (await this.models()).getRepository(EarnEtfHolding).find({ where: { customerId }, order: { fundId: 'ASC' } });
    return Promise.all(
      rows.map(async (row) => {
        const latest = await this.latestValue(row.fundId);
        const worth = latest ? proceedsOf(six(row.units), latest.value) : '0.000000';
        // What the units are worth now plus what sales brought back, less what was paid: the result so far.
        const result = Decimal.parse(worth).add(Decimal.parse(six(row.received))).subtract(Decimal.parse(six(row.paid))).toString();
        return { fundId: row.fundId, risk: etfFundOf(row.fundId)?.risk ?? 'low', units: six(row.units), paid: six(row.paid), received: six(row.received), value: latest?.value ?? null, worth, result };
      }),
    );
  }

  async trades(customerId: string) {
    const rows = await (await this.models()).getRepository(EarnEtfTrade).find({ where: { customerId }, order: { placedAt: 'DESC' }, take: 200 });
    return rows.map((row) => ({
      id: row.tradeId,
      fundId: row.fundId,
      side: row.side,
      amount: six(row.amount),
      units: six(row.units),
      value: six(row.value),
      day: row.day,
      status: row.status,
      reason: row.reason,
      placedAt: row.placedAt.toISOString(),
    }));
  }

  /** What the platform owes holders at today's values, per fund (the liabilities page). */
  async outstanding() {
    return Promise.all(
      ETF_FUNDS.map(async (fund) => {
        const held = await (await this.models())
          .getRepository(EarnEtfHolding)
          .createQueryBuilder('h')
          .select('coalesce(sum(h.units), 0)', 'units')
          .where('h.fundId = :fundId', { fundId: fund.fundId })
          .getRawOne<{ units: string }>();
        const latest = await this.latestValue(fund.fundId);
        const units = six(held!.units);
        return { fundId: fund.fundId, units, value: latest?.value ?? null, owed: latest ? proceedsOf(units, latest.value) : '0.000000' };
      }),
    );
  }
}

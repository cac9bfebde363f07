import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { In } from 'typeorm';
import type { Queryable } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { Decimal } from '@meridian/money';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { releaseAt, type CoinTerms } from '../domain/coin-offering.decider';
import type { SubscriptionStatus } from '../domain/coin-subscription.decider';
import { earnReadModels } from '../../earn.read-models';
import { EarnCoinOffering } from '../read-models/earn-coin-offering.entity';
import { EarnCoinSubscription } from '../read-models/earn-coin-subscription.entity';

/** Subscriptions that count towards what was asked for: all but the refused and refunded ones. */
const ASKING: readonly SubscriptionStatus[] = ['funding', 'under_review', 'passed', 'released'];

/** What the subscriptions that count have asked for of one coin, and how many customers asked. */
interface CoinTotals {
  subscribed: string;
  subscribers: string;
}

/** A subscription with the offering whose terms it froze. */
type OfTheOffering = EarnCoinSubscription & { offering: EarnCoinOffering };

/** What the customer sees of a coin: upcoming, open (sold out once asked for beyond the volume), closed, allotted, failed, released. */
export type CoinPhase = 'upcoming' | 'open' | 'sold_out' | 'closed' | 'allotted' | 'failed' | 'released';
const text = (value: string | null) => (value === null ? null : Decimal.parse(value).toString());
/** The allotment ratio without its 18 places of trailing zeros (0.75, 1). */
const ratioText = (value: string | null) =>
  value === null
    ? null
    : Decimal.parse(value)
        .toString()
        .replace(/\.?0+$/, '');

@Injectable()
export class SubscriptionQuery {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private present(row: EarnCoinOffering, totals: CoinTotals) {
    const now = this.clock.now().toISOString();
    const subscribed = Decimal.parse(totals.subscribed);
    const phase: CoinPhase =
      row.status !== 'offered'
        ? row.status
        : now < row.terms.startsAt
          ? 'upcoming'
          : now >= row.terms.endsAt
            ? 'closed'
            : subscribed.compare(Decimal.parse(row.terms.issueVolume)) >= 0
              ? 'sold_out'
              : 'open';
    return {
      id: row.symbol,
      ...row.terms,
      phase,
      subscribed: subscribed.toString(),
      subscribers: Number(totals.subscribers),
      ratio: ratioText(row.ratio),
      reason: row.reason,
      releaseAt: releaseAt(row.terms),
      changedAt: row.changedAt.toISOString(),
    };
  }

  private async models(db: Queryable = this.pool) {
    return earnReadModels.on(db);
  }

  /** The offerings (one, or all when `symbol` is null), latest start first, each with what its subscriptions asked for. */
  private async rows(symbol: string | null) {
    const models = await this.models();
    const offerings = models.getRepository(EarnCoinOffering).createQueryBuilder('o');
    const totals = models
      .getRepository(EarnCoinSubscription)
      .createQueryBuilder('s')
      .select('s.symbol', 'symbol')
      .addSelect('sum(s.quantity)', 'subscribed')
      .addSelect('count(DISTINCT s.customerId)', 'subscribers')
      .where('s.status IN (:...asking)', { asking: ASKING })
      .groupBy('s.symbol');
    if (symbol !== null) {
      offerings.where('o.symbol = :symbol', { symbol });
      totals.andWhere('s.symbol = :symbol', { symbol });
    }
    const [rows, sums] = await Promise.all([offerings.orderBy("o.terms->>'startsAt'", 'DESC').getMany(), totals.getRawMany<CoinTotals & { symbol: string }>()]);
    const asked = new Map(sums.map(({ symbol: coin, ...of }) => [coin, of]));
    return rows.map((row) => this.present(row, asked.get(row.symbol) ?? { subscribed: '0', subscribers: '0' }));
  }

  coins() {
    return this.rows(null);
  }

  async coin(symbol: string) {
    const [coin] = await this.rows(symbol);
    if (!coin) throw new AppError('subscription.coinUnknown', 404, 404);
    return coin;
  }

  /** The terms a subscription freezes (no totals: subscribing need not count everyone's). */
  async terms(symbol: string): Promise<CoinTerms> {
    const offering = await (await this.models()).getRepository(EarnCoinOffering).findOneBy({ symbol });
    if (!offering) throw new AppError('subscription.coinUnknown', 404, 404);
    return offering.terms;
  }

  /** What a customer has asked for of a coin so far (refused and refunded ones aside). */
  async subscribedBy(customerId: string, symbol: string, db: Queryable = this.pool): Promise<string> {
    const asked = await (await this.models(db))
      .getRepository(EarnCoinSubscription)
      .createQueryBuilder('s')
      .select('coalesce(sum(s.quantity), 0)', 'total')
      .where('s.customerId = :customerId', { customerId })
      .andWhere('s.symbol = :symbol', { symbol })
      .andWhere('s.status IN (:...asking)', { asking: ASKING })
      .getRawOne<{ total: string }>();
    return asked!.total;
  }

  /** Every subscription of a coin still waiting for its allotment: each funded one gets its share, one still funding holds the decision back. */
  async awaitingAllotment(symbol: string) {
    const rows = await (await this.models())
      .getRepository(EarnCoinSubscription)
      .find({ where: { symbol, status: In(['funding', 'under_review']) }, order: { placedAt: 'ASC', subscriptionId: 'ASC' } });
    return rows.map(({ subscriptionId, customerId, quantity, status }) => ({ id: subscriptionId, customerId, quantity, status: status as 'funding' | 'under_review' }));
  }

  async subscriptions(filter: { id?: string; customerId?: string; symbol?: string; status?: string }) {
    const query = (await this.models())
      .getRepository(EarnCoinSubscription)
      .createQueryBuilder('s')
      .innerJoinAndMapOne('s.offering', EarnCoinOffering, 'o', 'o.symbol = s.symbol');
    if (filter.customerId !== undefined) query.andWhere('s.customerId = :customerId', { customerId: filter.customerId });
    if (filter.symbol !== undefined) query.andWhere('s.symbol = :symbol', { symbol: filter.symbol });
    if (filter.status !== undefined) query.andWhere('s.status = :status', { status: filter.status });
    if (filter.id !== undefined) query.andWhere('s.subscriptionId = :id', { id: filter.id });
    const rows = (await query.orderBy('s.placedAt', 'DESC').limit(500).getMany()) as OfTheOffering[];
    return rows.map((row) => ({
      id: row.subscriptionId,
      symbol: row.symbol,
      name: row.offering.terms.name,
      customerId: row.customerId,
      quantity: Decimal.parse(row.quantity).toString(),
      price: Decimal.parse(row.price).toString(),
      cost: row.cost,
      fee: row.fee,
      held: row.held,
      status: row.status,
      allotted: text(row.allotted),
      paid: row.paid,
      refund: row.refund,
      reason: row.reason,
      releaseAt: releaseAt(row.offering.terms),
      placedAt: row.placedAt.toISOString(),
    }));
  }
}

/** An offering as customers and staff read it. */
export type CoinOffering = Awaited<ReturnType<SubscriptionQuery['coin']>>;

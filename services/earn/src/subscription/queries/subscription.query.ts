import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { AppError } from '@meridian/http';
import { Decimal } from '@meridian/money';
import { CLOCK, PG_POOL, type Clock } from '@meridian/runtime';
import { releaseAt, type CoinTerms } from '../domain/coin-offering.decider';
import type { SubscriptionStatus } from '../domain/coin-subscription.decider';

interface OfferingRow {
  symbol: string;
  terms: CoinTerms;
  status: 'offered' | 'allotted' | 'failed' | 'released';
  ratio: string | null;
  total_subscribed: string | null;
  reason: string | null;
  changed_at: Date;
  subscribed: string;
  subscribers: string;
}

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

  private present(row: OfferingRow) {
    const now = this.clock.now().toISOString();
    const subscribed = Decimal.parse(row.subscribed);
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
      subscribers: Number(row.subscribers),
      ratio: ratioText(row.ratio),
      reason: row.reason,
      releaseAt: releaseAt(row.terms),
      changedAt: row.changed_at.toISOString(),
    };
  }

  private async rows(symbol: string | null) {
    const { rows } = await this.pool.query<OfferingRow>(
      `SELECT o.symbol, o.terms, o.status, o.ratio::text, o.total_subscribed::text, o.reason, o.changed_at,
              coalesce(sum(s.quantity) FILTER (WHERE s.status IN ('funding', 'under_review', 'passed', 'released')), 0)::text AS subscribed,
              count(DISTINCT s.customer_id) FILTER (WHERE s.status IN ('funding', 'under_review', 'passed', 'released'))::text AS subscribers
         FROM earn_coin_offerings o LEFT JOIN earn_coin_subscriptions s ON s.symbol = o.symbol
        WHERE $1::text IS NULL OR o.symbol = $1
        GROUP BY o.symbol ORDER BY o.terms->>'startsAt' DESC`,
      [symbol],
    );
    return rows.map((row) => this.present(row));
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
    const { rows } = await this.pool.query<{ terms: CoinTerms }>('SELECT terms FROM earn_coin_offerings WHERE symbol = $1', [symbol]);
    if (!rows[0]) throw new AppError('subscription.coinUnknown', 404, 404);
    return rows[0].terms;
  }

  /** What a customer has asked for of a coin so far (refused and refunded ones aside). */
  async subscribedBy(customerId: string, symbol: string, db: Pick<Pool, 'query'> = this.pool): Promise<string> {
    const { rows } = await db.query<{ total: string }>(
      "SELECT coalesce(sum(quantity), 0)::text AS total FROM earn_coin_subscriptions WHERE customer_id = $1 AND symbol = $2 AND status IN ('funding', 'under_review', 'passed', 'released')",
      [customerId, symbol],
    );
    return rows[0]!.total;
  }

  /** Every subscription of a coin still waiting for its allotment: each funded one gets its share, one still funding holds the decision back. */
  async awaitingAllotment(symbol: string) {
    const { rows } = await this.pool.query<{ id: string; customerId: string; quantity: string; status: 'funding' | 'under_review' }>(
      `SELECT subscription_id AS id, customer_id AS "customerId", quantity::text, status FROM earn_coin_subscriptions
        WHERE symbol = $1 AND status IN ('funding', 'under_review') ORDER BY placed_at, subscription_id`,
      [symbol],
    );
    return rows;
  }

  async subscriptions(filter: { id?: string; customerId?: string; symbol?: string; status?: string }) {
    const { rows } = await this.pool.query<{
      subscription_id: string;
      symbol: string;
      customer_id: string;
      quantity: string;
      price: string;
      cost: string;
      fee: string;
      held: string;
      status: SubscriptionStatus;
      allotted: string | null;
      paid: string | null;
      refund: string | null;
      reason: string | null;
      placed_at: Date;
      terms: CoinTerms;
    }>(
      `SELECT s.subscription_id, s.symbol, s.customer_id, s.quantity::text, s.price::text, s.cost::text, s.fee::text, s.held::text, s.status, s.allotted::text, s.paid::text,
              s.refund::text, s.reason, s.placed_at, o.terms
         FROM earn_coin_subscriptions s JOIN earn_coin_offerings o ON o.symbol = s.symbol
        WHERE ($1::uuid IS NULL OR s.customer_id = $1) AND ($2::text IS NULL OR s.symbol = $2) AND ($3::text IS NULL OR s.status = $3) AND ($4::uuid IS NULL OR s.subscription_id = $4)
        ORDER BY s.placed_at DESC LIMIT 500`,
      [filter.customerId ?? null, filter.symbol ?? null, filter.status ?? null, filter.id ?? null],
    );
    return rows.map((row) => ({
      id: row.subscription_id,
      symbol: row.symbol,
      name: row.terms.name,
      customerId: row.customer_id,
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
      releaseAt: releaseAt(row.terms),
      placedAt: row.placed_at.toISOString(),
    }));
  }
}

/** An offering as customers and staff read it. */
export type CoinOffering = Awaited<ReturnType<SubscriptionQuery['coin']>>;

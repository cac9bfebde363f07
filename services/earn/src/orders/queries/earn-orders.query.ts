import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { staffFilters } from '@meridian/http';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { PG_POOL } from '@meridian/runtime';
import type { EarnProductTerms } from '../../products/domain/earn-product-terms';
import type { EarnOrderStatus } from '../domain/earn-order.decider';
import { plainRate, redemptionPenalty } from '../domain/earn-yield.policy';

interface OrderRow {
  order_id: string;
  customer_id: string;
  product_id: string;
  amount: string;
  terms: EarnProductTerms;
  status: EarnOrderStatus;
  value_date: Date | null;
  matures_at: Date | null;
  paid_days: number;
  earned: string;
  penalty: string | null;
  reason: string | null;
  redemption_requested_at: Date | null;
  placed_at: Date;
}

const COLUMNS = `order_id, customer_id, product_id, amount::text, terms, status, value_date, matures_at, paid_days, earned::text, penalty::text, reason,
  redemption_requested_at, placed_at`;
const usdt = (text: string) => Money.parse(ASSETS.USDT, text).toString();
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What the customer sees of an order: its frozen terms, how far it is, and what redeeming now would cost. */
function present(row: OrderRow) {
  const { terms } = row;
  const remaining = terms.cycleDays - row.paid_days;
  const redeemable = row.status === 'in_custody' || row.status === 'redemption_rejected';
  const penalty = redeemable ? redemptionPenalty(terms.penalty, usdt(row.amount), remaining) : null;
  return {
    id: row.order_id,
    productId: row.product_id,
    kind: terms.kind,
    minVipLevel: terms.minVipLevel ?? 0,
    amount: usdt(row.amount),
    status: row.status,
    cycleDays: terms.cycleDays,
    dailyRateMin: terms.dailyRateMin,
    dailyRateMax: terms.dailyRateMax,
    penaltyRule: terms.penalty,
    valueDate: iso(row.value_date),
    maturesAt: iso(row.matures_at),
    paidDays: row.paid_days,
    daysRemaining: remaining,
    earned: usdt(row.earned),
    penalty: row.penalty === null ? null : usdt(row.penalty),
    reason: row.reason,
    redemptionRequestedAt: iso(row.redemption_requested_at),
    placedAt: row.placed_at.toISOString(),
    redemptionQuote: penalty === null ? null : { penalty, receive: Money.parse(ASSETS.USDT, row.amount).subtract(Money.parse(ASSETS.USDT, penalty)).toString() },
  };
}

@Injectable()
export class EarnOrdersQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async mine(customerId: string) {
    const { rows } = await this.pool.query<OrderRow>(`SELECT ${COLUMNS} FROM earn_orders WHERE customer_id = $1 ORDER BY placed_at DESC LIMIT 200`, [customerId]);
    return rows.map(present);
  }

  /** One order with its daily yields; another customer's is "not found". */
  /** One order; `db`: a transaction's client, to read an order placed in it (the read model is inline). */
  async one(orderId: string, customerId: string | null, db: Pick<Pool, 'query'> = this.pool) {
    const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM earn_orders WHERE order_id::text = $1`, [orderId]);
    const row = rows[0];
    if (!row || (customerId !== null && row.customer_id !== customerId)) throw new DomainError('earn.notFound');
    const yields = await db.query<{ day: number; rate: string; amount: string; paid_at: Date }>(
      'SELECT day, rate::text, amount::text, paid_at FROM earn_yields WHERE order_id = $1 ORDER BY day',
      [row.order_id],
    );
    return { ...present(row), customerId: row.customer_id, yields: yields.rows.map((y) => ({ day: y.day, rate: plainRate(y.rate), amount: usdt(y.amount), paidAt: y.paid_at.toISOString() })) };
  }

  /** Orders whose next yield (or maturity) is due by `now`, oldest first. */
  async due(now: Date, limit = 500) {
    const { rows } = await this.pool.query<{ order_id: string }>(
      `SELECT order_id FROM earn_orders WHERE status IN ('in_custody', 'redeeming', 'redemption_rejected')
         AND value_date + (LEAST(paid_days + 1, (terms->>'cycleDays')::int)) * interval '1 day' <= $1 ORDER BY value_date LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.order_id);
  }

  /** Staff's redemption queue and order list, oldest request first. */
  async forStaff(filter: { status?: string; customerId?: string; limit: number; offset: number }) {
    const { clause, params } = staffFilters({ status: filter.status, customer_id: filter.customerId });
    const order = filter.status === 'redeeming' ? 'redemption_requested_at ASC' : 'placed_at DESC';
    const [{ rows }, count] = await Promise.all([
      this.pool.query<OrderRow>(`SELECT ${COLUMNS} FROM earn_orders ${clause} ORDER BY ${order} LIMIT ${filter.limit} OFFSET ${filter.offset}`, params),
      this.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM earn_orders ${clause}`, params),
    ]);
    return { items: rows.map((row) => ({ ...present(row), customerId: row.customer_id })), total: Number(count.rows[0]!.n) };
  }

  /** What the platform has promised: principal in custody and the yields still to pay at most. */
  async liabilities() {
    const { rows } = await this.pool.query<{ principal: string; max_yield: string; max_daily: string; paid: string; live: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS principal,
              coalesce(sum(amount * (terms->>'dailyRateMax')::numeric * ((terms->>'cycleDays')::int - paid_days)), 0)::text AS max_yield,
              coalesce(sum(amount * (terms->>'dailyRateMax')::numeric), 0)::text AS max_daily,
              (SELECT coalesce(sum(amount), 0) FROM earn_yields)::text AS paid,
              count(*)::text AS live
         FROM earn_orders WHERE status IN ('in_custody', 'redeeming', 'redemption_rejected')`,
    );
    const row = rows[0]!;
    const atMost = (text: string) => Money.fromDecimal(ASSETS.USDT, Decimal.parse(text), 'up').toString();
    return {
      ordersInCustody: Number(row.live),
      principalInCustody: usdt(row.principal),
      yieldsToMaturityAtMost: atMost(row.max_yield),
      dailyYieldsAtMost: atMost(row.max_daily),
      yieldsPaid: usdt(row.paid),
    };
  }
}

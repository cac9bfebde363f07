import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DomainError } from '@meridian/decider';
import { PG_POOL } from '@meridian/runtime';
import { plainRate } from '../../orders/domain/earn-yield.policy';
import { DEFAULT_EARN_PRODUCTS, type EarnProductTerms } from '../domain/earn-product-terms';

export interface PublishedEarnProduct {
  terms: EarnProductTerms;
  changedAt: string | null;
  changedBy: string | null;
  reason: string | null;
}

/** The products on offer, and what each has promised and paid so far. */
@Injectable()
export class EarnProductsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Every product: the defaults as finance last changed them, then the products finance added. */
  async all(): Promise<EarnProductTerms[]> {
    return (await this.published()).map(({ terms }) => terms);
  }

  /** The same, with who changed each product last and why (null for a default never changed). */
  async published(): Promise<PublishedEarnProduct[]> {
    const { rows } = await this.pool.query<{ product_id: string; terms: EarnProductTerms; changed_at: Date; changed_by: string; reason: string }>(
      'SELECT product_id, terms, changed_at, changed_by, reason FROM earn_products ORDER BY product_id',
    );
    const changed = new Map(rows.map((row) => [row.product_id, { terms: { ...row.terms, minVipLevel: row.terms.minVipLevel ?? 0 }, changedAt: row.changed_at.toISOString(), changedBy: row.changed_by, reason: row.reason }]));
    const unchanged = { changedAt: null, changedBy: null, reason: null };
    const defaults = DEFAULT_EARN_PRODUCTS.map((terms) => changed.get(terms.productId) ?? { terms: { ...terms, minVipLevel: terms.minVipLevel ?? 0 }, ...unchanged });
    const added = rows.filter((row) => !DEFAULT_EARN_PRODUCTS.some((terms) => terms.productId === row.product_id)).map((row) => changed.get(row.product_id)!);
    return [...defaults, ...added];
  }

  async terms(productId: string): Promise<EarnProductTerms> {
    const terms = (await this.all()).find((product) => product.productId === productId);
    if (!terms) throw new DomainError('earn.productUnknown');
    return terms;
  }

  /** The rate a product pays for one calendar day: what staff set, else the range's low end. */
  async rateFor(productId: string, date: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ rate: string }>('SELECT rate::text FROM earn_daily_rates WHERE product_id = $1 AND rate_date = $2', [productId, date]);
    return rows[0] ? plainRate(rows[0].rate) : null;
  }

  async upcomingRates(productId: string, from: string) {
    const { rows } = await this.pool.query<{ rate_date: string; rate: string; set_by: string; set_at: Date }>(
      `SELECT to_char(rate_date, 'YYYY-MM-DD') AS rate_date, rate::text, set_by, set_at FROM earn_daily_rates WHERE product_id = $1 AND rate_date >= $2 ORDER BY rate_date LIMIT 60`,
      [productId, from],
    );
    return rows.map((row) => ({ date: row.rate_date, rate: plainRate(row.rate), setBy: row.set_by, setAt: row.set_at.toISOString() }));
  }
}

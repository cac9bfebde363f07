import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { AppError } from '@meridian/http';
import { PG_POOL } from '@meridian/runtime';
import { plainRate } from '../orders/earn-yield.policy';
import { DEFAULT_EARN_PRODUCTS, type EarnProductTerms } from './earn-product-terms';

/** The products on offer, and what each has promised and paid so far. */
@Injectable()
export class EarnProductsQuery {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  all(): readonly EarnProductTerms[] {
    return DEFAULT_EARN_PRODUCTS;
  }

  terms(productId: string): EarnProductTerms {
    const terms = DEFAULT_EARN_PRODUCTS.find((product) => product.productId === productId);
    if (!terms) throw AppError.badInput('earn.productUnknown');
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

import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { MoreThanOrEqual } from 'typeorm';
import { DomainError } from '@meridian/decider';
import { PG_POOL } from '@meridian/runtime';
import { plainRate } from '../../orders/domain/earn-yield.policy';
import { DEFAULT_EARN_PRODUCTS, type EarnProductTerms } from '../domain/earn-product-terms';
import { earnReadModels } from '../../earn.read-models';
import { EarnDailyRate } from '../read-models/earn-daily-rate.entity';
import { EarnProduct } from '../read-models/earn-product.entity';

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
    const rows = await (await earnReadModels.on(this.pool)).getRepository(EarnProduct).find({ order: { productId: 'ASC' } });
    const changed = new Map(rows.map((row) => [row.productId, { terms: { ...row.terms, minVipLevel: row.terms.minVipLevel ?? 0 }, changedAt: row.changedAt.toISOString(), changedBy: row.changedBy, reason: row.reason }]));
    const unchanged = { changedAt: null, changedBy: null, reason: null };
    const defaults = DEFAULT_EARN_PRODUCTS.map((terms) => changed.get(terms.productId) ?? { terms: { ...terms, minVipLevel: terms.minVipLevel ?? 0 }, ...unchanged });
    const added = rows.filter((row) => !DEFAULT_EARN_PRODUCTS.some((terms) => terms.productId === row.productId)).map((row) => changed.get(row.productId)!);
    return [...defaults, ...added];
  }

  async terms(productId: string): Promise<EarnProductTerms> {
    const terms = (await this.all()).find((product) => product.productId === productId);
    if (!terms) throw new DomainError('earn.productUnknown');
    return terms;
  }

  /** The rate a product pays for one calendar day: what staff set, else the range's low end. */
  async rateFor(productId: string, date: string): Promise<string | null> {
    const set = await (await this.rates()).findOneBy({ productId, rateDate: date });
    return set ? plainRate(set.rate) : null;
  }

  async upcomingRates(productId: string, from: string) {
    const rows = await (await this.rates()).find({ where: { productId, rateDate: MoreThanOrEqual(from) }, order: { rateDate: 'ASC' }, take: 60 });
    return rows.map((row) => ({ date: row.rateDate, rate: plainRate(row.rate), setBy: row.setBy, setAt: row.setAt.toISOString() }));
  }

  private async rates() {
    return (await earnReadModels.on(this.pool)).getRepository(EarnDailyRate);
  }
}

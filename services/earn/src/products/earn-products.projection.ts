import { defineInlineProjection, emptyTables, streamProjection } from '@meridian/eventstore';
import type { EarnProductEvent } from './domain/earn-product.decider';

/** Each product as finance last published it, with who changed it and why. */
const productEvents = streamProjection<EarnProductEvent>('earn-product-', {
  EarnProductPublished: ({ terms, staffId, reason, at }, { client }) =>
    client.query(
      `INSERT INTO earn_products (product_id, terms, changed_at, changed_by, reason) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (product_id) DO UPDATE SET terms = EXCLUDED.terms, changed_at = EXCLUDED.changed_at, changed_by = EXCLUDED.changed_by, reason = EXCLUDED.reason`,
      [terms.productId, JSON.stringify(terms), at, staffId, reason],
    ),
});

export const earnProductsProjection = defineInlineProjection({
  name: 'earn-products',
  owner: 'earn',
  ...productEvents,
  reset: emptyTables('earn_products'),
});

import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { EarnProductEvent } from './domain/earn-product.decider';

export const EARN_PRODUCT_EVENT_TYPES: readonly EarnProductEvent['type'][] = Object.keys({
  EarnProductPublished: true,
} satisfies Record<EarnProductEvent['type'], true>) as EarnProductEvent['type'][];

/** Each product as finance last published it, with who changed it and why. */
export async function projectEarnProducts(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    if (recorded.type !== 'EarnProductPublished') continue;
    const { terms, staffId, reason, at } = recorded.data as EarnProductEvent['data'];
    await client.query(
      `INSERT INTO earn_products (product_id, terms, changed_at, changed_by, reason) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (product_id) DO UPDATE SET terms = EXCLUDED.terms, changed_at = EXCLUDED.changed_at, changed_by = EXCLUDED.changed_by, reason = EXCLUDED.reason`,
      [terms.productId, JSON.stringify(terms), at, staffId, reason],
    );
  }
}

export const earnProductsProjection = defineInlineProjection({
  name: 'earn-products',
  owner: 'earn',
  canHandle: EARN_PRODUCT_EVENT_TYPES,
  handle: projectEarnProducts,
  reset: async (client) => {
    await client.query('DELETE FROM earn_products');
  },
});

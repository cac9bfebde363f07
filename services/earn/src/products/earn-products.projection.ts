import { defineInlineProjection, streamProjection } from '@meridian/eventstore';
import type { EarnProductEvent } from './domain/earn-product.decider';
import { earnReadModels } from '../earn.read-models';
import { EarnProduct } from './read-models/earn-product.entity';

/** Each product as finance last published it, with who changed it and why. */
const productEvents = streamProjection<EarnProductEvent>('earn-product-', {
  EarnProductPublished: async ({ terms, staffId, reason, at }, { client }) => {
    const products = (await earnReadModels.on(client)).getRepository(EarnProduct);
    await products.upsert({ productId: terms.productId, terms, changedAt: new Date(at), changedBy: staffId, reason }, ['productId']);
  },
});

export const earnProductsProjection = defineInlineProjection({
  name: 'earn-products',
  owner: 'earn',
  ...productEvents,
  reset: earnReadModels.emptied(EarnProduct),
});

import type { EarnProductsQuery, PublishedEarnProduct } from './earn-products.query';

/** A product as finance reads it: its terms and last change, the platform's day, and the rates set from that day on. */
export async function staffProductView(products: EarnProductsQuery, product: PublishedEarnProduct, today: string) {
  return { id: product.terms.productId, ...product, today, rates: await products.upcomingRates(product.terms.productId, today) };
}

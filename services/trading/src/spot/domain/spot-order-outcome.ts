import { Decimal } from '@meridian/money';
import type { SpotOrderView } from './spot-core.types';

/**
 * How an order reads to people. A market buy by amount stops once what is left of its budget cannot
 * buy one more lot at the next price; the engine records that as cancelled for `budget`, but the order
 * did all it could: it reads as filled, and `unspent` says plainly what came back. Only the reading
 * changes: the core's recorded events stay as they are, so a replay still reproduces them exactly.
 */
export function presentOrder(order: SpotOrderView): SpotOrderView {
  const didAllItCould = order.status === 'cancelled' && order.cancelReason === 'budget' && order.quoteAmount !== null && Decimal.parse(order.filledQuantity).isPositive();
  if (!didAllItCould) return order;
  const unspent = Decimal.parse(order.quoteAmount!).subtract(Decimal.parse(order.filledQuote));
  return { ...order, status: 'filled', cancelReason: null, unspent: unspent.toString() };
}

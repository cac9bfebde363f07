import { formatDecimalText } from '@meridian/money';
import type { CancelReason } from '../../matching';
import { SPOT_MARKETS, fromSteps, type SpotMarket } from './spot-markets';
import type { SpotOrderStatus, SpotOrderView } from './spot-core.types';
import type { LiveOrder } from './live-order';

/** A live order as the read models and the API show it. */
export function orderView(order: LiveOrder, status: SpotOrderStatus, reason: CancelReason | null, updatedAt: string): SpotOrderView {
  const market = SPOT_MARKETS.get(order.symbol)!;
  const feeCoin = order.side === 'buy' ? market.base : market.quote;
  return {
    id: order.id,
    ownerId: order.ownerId,
    symbol: order.symbol,
    side: order.side,
    type: order.type,
    price: order.price,
    quantity: order.quantity,
    quoteAmount: order.quoteAmount,
    stopPrice: order.stopPrice,
    timeInForce: order.timeInForce,
    ocoId: order.ocoId,
    triggerTick: order.triggerTick,
    filledQuantity: fromSteps(order.filledLots, market.lotStep),
    filledQuote: formatDecimalText(order.filledQuoteMinor, market.quote.scale),
    averagePrice: order.filledLots === 0n ? null : averagePrice(order, market),
    fee: formatDecimalText(order.feeMinor, feeCoin.scale),
    feeCoin: feeCoin.code,
    status,
    cancelReason: reason,
    createdAt: order.createdAt,
    updatedAt,
  };
}

/** Average fill price in ticks, rounded down, as a decimal of the tick size. */
function averagePrice(order: LiveOrder, market: SpotMarket): string {
  const ticks = order.filledQuoteMinor / (order.filledLots * market.quoteMinorPerTickLot);
  return fromSteps(ticks, market.tickSize);
}

import { assetOf, Money, type Asset } from '@meridian/money';
import type { Side } from '../../matching';
import { SPOT_ASSET_CATALOGUE, toSteps, type SpotMarket } from './spot-markets';
import { executionTypeOf } from './spot-conditional-terms';
import { SpotRejection, type SpotCommand, type SpotOrderType } from './spot-core.types';
import type { CommandRun } from './command-run';
import type { SpotState } from './spot-state';
import { NO_LOT_CAP, holdAccount, spotAccount, type LiveOrder, type OrderTerms } from './live-order';

type HoldAndBudget = Pick<OrderTerms, 'hold' | 'budget'> & { hold: bigint };

/**
 * Risk: may this account do this? The one place that checks an order's numbers and the owner's
 * balance, and that moves funds into an order's hold and back out of it.
 */
export class SpotRisk {
  constructor(private readonly state: SpotState) {}

  /** What a new order holds from the owner's available balance; refused if the balance does not cover it. */
  holdForOrder(ownerId: string, market: SpotMarket, side: Side, terms: OrderTerms): HoldAndBudget {
    const available = this.state.balance(spotAccount(ownerId, holdCoinOf(market, side).code));
    let hold = terms.hold;
    let budget = terms.budget;
    if (hold === null) {
      // A market buy by quantity: hold what the buyer has, spend what the book asks, return the rest.
      hold = available;
      budget = available / market.quoteMinorPerTickLot;
      if (budget === 0n) throw new SpotRejection('spot.insufficientBalance');
    }
    if (available < hold) throw new SpotRejection('spot.insufficientBalance');
    return { hold, budget };
  }

  /** A one-cancels-the-other pair holds once, for the dearer leg. */
  holdForPair(ownerId: string, market: SpotMarket, side: Side, limitTerms: OrderTerms, stopTerms: OrderTerms): bigint {
    // A buy stop at market spends what the buyer has when it fires, so only the limit leg is held for it.
    const hold = (stopTerms.hold ?? 0n) > limitTerms.hold! ? stopTerms.hold! : limitTerms.hold!;
    if (this.state.balance(spotAccount(ownerId, holdCoinOf(market, side).code)) < hold) throw new SpotRejection('spot.insufficientBalance');
    return hold;
  }

  /** What a triggered stop that held nothing (a pair's stop leg) must hold now; null when the owner can no longer cover it. */
  holdOnTrigger(order: LiveOrder, market: SpotMarket, terms: OrderTerms): HoldAndBudget | null {
    const available = this.state.balance(spotAccount(order.ownerId, this.state.holdCoin(order).code));
    const hold = terms.hold ?? available;
    const budget = terms.hold === null ? available / market.quoteMinorPerTickLot : terms.budget;
    if (hold === 0n || available < hold || budget === 0n) return null;
    return { hold, budget };
  }

  hold(run: CommandRun, order: LiveOrder, amount: bigint): void {
    const coin = this.state.holdCoin(order).code;
    run.move(spotAccount(order.ownerId, coin), holdAccount(order.id, coin), coin, amount, { record: 'spot_order', ref: order.id });
    order.holdMinor += amount;
  }

  release(run: CommandRun, order: LiveOrder, amount: bigint): void {
    if (amount === 0n) return;
    const coin = this.state.holdCoin(order).code;
    run.move(holdAccount(order.id, coin), spotAccount(order.ownerId, coin), coin, amount, { record: 'spot_order_refund', ref: order.id });
    order.holdMinor -= amount;
  }

  /** A transfer's amount in minor units; refused if seen before, of an unknown coin, or not positive. */
  transferAmount(id: string, coin: string, amount: string): bigint {
    if (this.state.transfers.has(id)) throw new SpotRejection('spot.duplicateTransfer');
    let asset: Asset;
    try {
      asset = assetOf(coin, SPOT_ASSET_CATALOGUE);
    } catch {
      throw new SpotRejection('spot.unknownCoin');
    }
    const minor = Money.parse(asset, amount).minor;
    if (minor <= 0n) throw new SpotRejection('spot.invalidOrder');
    return minor;
  }
}

const holdCoinOf = (market: SpotMarket, side: Side): Asset => (side === 'buy' ? market.quote : market.base);

const ORDER_TYPES: ReadonlySet<unknown> = new Set<SpotOrderType>(['limit', 'market', 'stop_limit', 'stop_market']);

/** Checks an order's numbers against the market's steps and works out what it must hold (a stop as the order it becomes). */
export function orderTerms(market: SpotMarket, command: Extract<SpotCommand, { type: 'PlaceSpotOrder' }>): OrderTerms {
  const lotsOf = (text: unknown) => {
    const parsed = toSteps(text, market.lotStep);
    if (!parsed.ok)
      throw new SpotRejection(parsed.reason === 'step' ? 'spot.quantityStep' : 'spot.invalidOrder', { step: market.lotStep.toString() });
    return parsed.ticks;
  };
  if (command.side !== 'buy' && command.side !== 'sell') throw new SpotRejection('spot.invalidOrder');
  if (!ORDER_TYPES.has(command.orderType)) throw new SpotRejection('spot.invalidOrder');
  if (executionTypeOf(command.orderType) === 'limit') {
    if (command.quoteAmount !== undefined) throw new SpotRejection('spot.invalidOrder');
    const price = toSteps(command.price, market.tickSize);
    if (!price.ok)
      throw new SpotRejection(price.reason === 'step' ? 'spot.priceStep' : 'spot.invalidOrder', { step: market.tickSize.toString() });
    const lots = lotsOf(command.quantity);
    const hold = command.side === 'buy' ? price.ticks * lots * market.quoteMinorPerTickLot : lots * market.baseMinorPerLot;
    return { priceTicks: price.ticks, lots, hold, budget: null };
  }
  if (command.price !== undefined) throw new SpotRejection('spot.invalidOrder');
  if (command.side === 'sell') {
    if (command.quoteAmount !== undefined) throw new SpotRejection('spot.invalidOrder');
    const lots = lotsOf(command.quantity);
    return { priceTicks: null, lots, hold: lots * market.baseMinorPerLot, budget: null };
  }
  if (command.quoteAmount !== undefined) {
    if (command.quantity !== undefined) throw new SpotRejection('spot.invalidOrder');
    let minor: bigint;
    try {
      minor = Money.parse(market.quote, command.quoteAmount).minor;
    } catch {
      throw new SpotRejection('spot.invalidOrder');
    }
    const budget = minor / market.quoteMinorPerTickLot;
    if (budget <= 0n) throw new SpotRejection('spot.invalidOrder');
    return { priceTicks: null, lots: NO_LOT_CAP, hold: minor, budget };
  }
  return { priceTicks: null, lots: lotsOf(command.quantity), hold: null, budget: null };
}

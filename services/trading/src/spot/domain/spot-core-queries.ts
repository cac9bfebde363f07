import { formatDecimalText } from '@meridian/money';
import { SPOT_ASSETS, SPOT_MARKETS, fromSteps, toSteps } from './spot-markets';
import type { PriceTickRef, SpotBalance, SpotOrderView } from './spot-core.types';
import type { SpotFeeRates } from './spot-fee-rates';
import { orderView } from './spot-order-view';
import type { SpotState } from './spot-state';
import { spotAccount } from './live-order';

/** What the core answers without changing anything: the owner's in-memory truth; answers are copies. */
export class SpotCoreQueries {
  constructor(protected readonly state: SpotState) {}

  /** How many events the core has produced: the version of its stream. */
  get sequence(): number {
    return this.state.seq;
  }

  balancesOf(ownerId: string): SpotBalance[] {
    const frozen = new Map<string, bigint>();
    for (const id of this.state.ordersByOwner.get(ownerId) ?? []) {
      const order = this.state.orders.get(id)!;
      const coin = this.state.holdCoin(order);
      frozen.set(coin.code, (frozen.get(coin.code) ?? 0n) + order.holdMinor);
    }
    return SPOT_ASSETS.map((asset) => ({
      coin: asset.code,
      available: formatDecimalText(this.state.balance(spotAccount(ownerId, asset.code)), asset.scale),
      frozen: formatDecimalText(frozen.get(asset.code) ?? 0n, asset.scale),
    }));
  }

  availableMinor(ownerId: string, coin: string): bigint {
    return this.state.balance(spotAccount(ownerId, coin));
  }

  openOrdersOf(ownerId: string, symbol?: string): SpotOrderView[] {
    const ids = [...(this.state.ordersByOwner.get(ownerId) ?? [])];
    return ids
      .map((id) => this.state.orders.get(id)!)
      .filter((order) => !symbol || order.symbol === symbol)
      .map((order) => orderView(order, order.untriggered ? 'untriggered' : 'open', null, order.createdAt))
      .reverse();
  }

  openOrder(orderId: string): SpotOrderView | undefined {
    const order = this.state.orders.get(orderId);
    return order && orderView(order, order.untriggered ? 'untriggered' : 'open', null, order.createdAt);
  }

  /** The stop orders waiting for their tick: where they wait, and since when. */
  waitingStops(): { symbol: string; side: 'buy' | 'sell'; stopPrice: string; createdAt: string }[] {
    return [...this.state.orders.values()]
      .filter((order) => order.untriggered && order.stopPrice !== null)
      .map(({ symbol, side, stopPrice, createdAt }) => ({ symbol, side, stopPrice: stopPrice!, createdAt }));
  }

  /** The waiting stops a recorded tick would fire: placed at or before it, and reached by its price (the trigger engine, asked without firing). */
  stopsReachedBy(tick: PriceTickRef): ReturnType<SpotCoreQueries['waitingStops']> {
    const market = SPOT_MARKETS.get(tick.symbol);
    const level = market && toSteps(tick.price, market.tickSize);
    if (!level?.ok) return [];
    const recordedAt = Date.parse(tick.at);
    return this.state.stops.crossedBy(tick.symbol, Number(level.ticks)).flatMap((trigger) => {
      const order = this.state.orders.get(trigger.id);
      if (!order?.untriggered || order.stopPrice === null || Date.parse(order.createdAt) > recordedAt) return [];
      return [{ symbol: order.symbol, side: order.side, stopPrice: order.stopPrice, createdAt: order.createdAt }];
    });
  }

  /** Whether a recorded tick reaches any waiting stop, changing nothing: the ticker asks before it submits. */
  wouldFireStop(tick: PriceTickRef): boolean {
    const market = SPOT_MARKETS.get(tick.symbol);
    const level = market && toSteps(tick.price, market.tickSize);
    return level !== undefined && level.ok && this.state.stops.wouldFire(tick.symbol, Number(level.ticks));
  }

  depth(symbol: string, levels: number) {
    const market = SPOT_MARKETS.get(symbol)!;
    const depth = this.state.book(symbol).depth(levels);
    const side = (list: typeof depth.bids) =>
      list.map((l) => ({ price: fromSteps(l.price, market.tickSize), quantity: fromSteps(l.quantity, market.lotStep) }));
    return { bids: side(depth.bids), asks: side(depth.asks) };
  }

  /** Balances of every account the core holds (the auditor's trial balance reads this). */
  accountBalances(): Map<string, bigint> {
    return new Map(this.state.balances);
  }

  balance(account: string): bigint {
    return this.state.balance(account);
  }

  marketMakerOrders(symbol: string): readonly string[] {
    return this.state.quotes.get(symbol) ?? [];
  }

  /** The fee rates orders accepted from now on pay. */
  feeRates(): SpotFeeRates {
    return { ...this.state.fees };
  }
}

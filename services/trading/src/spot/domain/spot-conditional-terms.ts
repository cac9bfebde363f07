import type { TimeInForce } from '../../matching';
import type { TriggerDirection } from '../../matching/trigger-engine';
import { toSteps, type SpotMarket } from './spot-markets';
import { SpotRejection, type PriceTickRef, type SpotCommand, type SpotOrderType, type SpotTimeInForce } from './spot-core.types';

/**
 * The rules of stop and one-cancels-the-other orders, checked against the recorded tick the order was
 * accepted at. A buy stop waits above the market and fires when a tick reaches it from below; a sell
 * stop waits below and fires when a tick falls to it. An order whose stop the market has already
 * passed is refused rather than fired at once: the customer meant a price that is not there.
 */

export const STOP_TYPES: ReadonlySet<SpotOrderType> = new Set(['stop_limit', 'stop_market']);

/** The order a triggered stop becomes on the book. */
export const executionTypeOf = (type: SpotOrderType): 'limit' | 'market' => (type === 'limit' || type === 'stop_limit' ? 'limit' : 'market');

export const stopDirectionOf = (side: 'buy' | 'sell'): TriggerDirection => (side === 'buy' ? 'at-or-above' : 'at-or-below');

const ENGINE_TIME_IN_FORCE: Record<SpotTimeInForce, TimeInForce> = { gtc: 'GTC', ioc: 'IOC', fok: 'FOK', post_only: 'POST_ONLY' };

export function engineTimeInForce(timeInForce: SpotTimeInForce): TimeInForce {
  return ENGINE_TIME_IN_FORCE[timeInForce];
}

/** Time in force is a limit order's choice; other types take the default. */
export function timeInForceOf(type: SpotOrderType, requested: unknown): SpotTimeInForce {
  if (requested === undefined) return 'gtc';
  if (typeof requested !== 'string' || !Object.hasOwn(ENGINE_TIME_IN_FORCE, requested)) throw new SpotRejection('spot.timeInForce');
  if (type !== 'limit' && requested !== 'gtc') throw new SpotRejection('spot.timeInForce');
  return requested as SpotTimeInForce;
}

/** A price in whole ticks of the market; `field` names it in the refusal. */
export function priceTicksOf(market: SpotMarket, text: unknown): bigint {
  const parsed = toSteps(text, market.tickSize);
  if (!parsed.ok) throw new SpotRejection(parsed.reason === 'step' ? 'spot.priceStep' : 'spot.invalidOrder', { step: market.tickSize.toString() });
  return parsed.ticks;
}

/** The tick an order is checked against: it must be the market's own, or there is no price to stop at. */
export function currentTicks(market: SpotMarket, tick: PriceTickRef | undefined): bigint {
  if (!tick || tick.symbol !== market.symbol) throw new SpotRejection('spot.noPrice');
  return priceTicksOf(market, tick.price);
}

/** The stop level of a stop order, in ticks, refused when it is on the wrong side of the current tick. */
export function stopLevelOf(market: SpotMarket, command: Extract<SpotCommand, { type: 'PlaceSpotOrder' }>): bigint {
  const stop = priceTicksOf(market, command.stopPrice);
  // Watched as a trigger level: refused here, before anything is held, when it cannot be one.
  triggerLevel(stop);
  const now = currentTicks(market, command.tick);
  if (command.side === 'buy' ? stop <= now : stop >= now) throw new SpotRejection('spot.stopPrice', { price: command.tick!.price });
  return stop;
}

/** A sell pair needs limit > tick > stop; a buy pair limit < tick < stop. */
export function ocoLevels(market: SpotMarket, command: Extract<SpotCommand, { type: 'PlaceSpotOco' }>): { limit: bigint; stop: bigint } {
  const limit = priceTicksOf(market, command.price);
  const stop = priceTicksOf(market, command.stopPrice);
  triggerLevel(stop);
  if (command.stopLimitPrice !== undefined) priceTicksOf(market, command.stopLimitPrice);
  const now = currentTicks(market, command.tick);
  const ordered = command.side === 'sell' ? limit > now && now > stop : limit < now && now < stop;
  if (!ordered) throw new SpotRejection('spot.ocoPrices', { price: command.tick.price });
  return { limit, stop };
}

/** A trigger level is a JavaScript number of ticks; every market's prices are far inside the safe range. */
export function triggerLevel(ticks: bigint): number {
  const level = Number(ticks);
  if (!Number.isSafeInteger(level)) throw new SpotRejection('spot.invalidOrder');
  return level;
}

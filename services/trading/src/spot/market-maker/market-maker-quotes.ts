import { Decimal } from '@meridian/money';
import type { SpotMarket } from '../domain/spot-markets';
import type { QuoteLevel } from '../domain/spot-core.types';
import type { MarketMakerSettings } from './market-maker-settings';
import { mulberry32, seedOf } from '@meridian/price-walk';

const BP = Decimal.parse('10000');

/**
 * The house's ladder around a reference price: bids rounded down and asks rounded up to the tick, so
 * the spread never narrows below what staff set; levels that would collapse onto one tick are dropped.
 * Sizes grow away from the mid and vary a little, drawn from the reference price, so the same price
 * always gives the same book (a replay quotes what the live core quoted).
 */
export function quoteLadder(
  market: SpotMarket,
  reference: string,
  settings: MarketMakerSettings,
): { bids: QuoteLevel[]; asks: QuoteLevel[] } {
  const mid = Decimal.parse(reference);
  const bids: QuoteLevel[] = [];
  const asks: QuoteLevel[] = [];
  const size = levelSizes(market, reference, settings);
  for (let level = 0; level < settings.levels; level++) {
    const offsetBp = Decimal.parse(String(settings.spreadBp))
      .divide(Decimal.parse('2'), 1, 'down')
      .add(Decimal.parse(String(level * settings.levelStepBp)));
    const away = mid.multiply(offsetBp).divide(BP, mid.scale + 4, 'down');
    const bid = toTick(mid.subtract(away), market, 'down');
    const ask = toTick(mid.add(away), market, 'up');
    if (bid.isPositive() && !bids.some((b) => Decimal.parse(b.price).equals(bid)))
      bids.push({ price: bid.toString(), quantity: size('bid', level) });
    if (!asks.some((a) => Decimal.parse(a.price).equals(ask))) asks.push({ price: ask.toString(), quantity: size('ask', level) });
  }
  // The first levels must not touch: a spread of at least one tick.
  if (bids[0] && asks[0] && Decimal.parse(bids[0].price).compare(Decimal.parse(asks[0].price)) >= 0) asks.shift();
  return { bids, asks };
}

function toTick(price: Decimal, market: SpotMarket, rounding: 'down' | 'up'): Decimal {
  const ticks = price.divide(market.tickSize, 0, rounding);
  return Decimal.of(ticks.units * market.tickSize.units, market.tickSize.scale);
}

/** A level's size: the first level's, plus growth per level, times a variation; whole lots, at least one. */
function levelSizes(market: SpotMarket, reference: string, settings: MarketMakerSettings) {
  const firstLots = Decimal.parse(settings.quantity).divide(market.lotStep, 0, 'down').units;
  return (side: 'bid' | 'ask', level: number): string => {
    const grown = firstLots * BigInt(100 + settings.sizeGrowthPct * level);
    const random = mulberry32(seedOf(`${market.symbol}:${side}:${level}:${reference}`));
    const spread = BigInt(settings.variationPct);
    const variation = spread === 0n ? 0n : (BigInt(random() % 1_000_001) * 2n * spread) / 1_000_000n - spread;
    const lots = (grown * (100n + variation)) / 10_000n;
    return Decimal.of((lots > 0n ? lots : 1n) * market.lotStep.units, market.lotStep.scale).toString();
  };
}

import { ASSETS, Decimal, assetOf, pow10, type Asset } from '@meridian/money';
import { INSTRUMENTS, type Instrument } from '../../market/instruments';

/**
 * A spot book's units. The engine matches integer ticks and lots; the core settles in the assets'
 * minor units. Every spot instrument is chosen so that one lot is a whole number of base minor units
 * and one tick-lot (one tick times one lot) a whole number of quote minor units: a trade's notional is
 * then exact, with no rounding and no dust (a test checks every instrument).
 */
export interface SpotMarket {
  symbol: string;
  displaySymbol: string;
  base: Asset;
  quote: Asset;
  tickSize: Decimal;
  lotStep: Decimal;
  decimals: number;
  /** Base minor units in one lot. */
  baseMinorPerLot: bigint;
  /** Quote minor units in one tick-lot. */
  quoteMinorPerTickLot: bigint;
}

/** Fee rates in parts per million of what the customer receives (1,000 = 0.1%). */
export const SPOT_FEES = { makerPpm: 1_000n, takerPpm: 1_000n } as const;

function wholeMinorUnits(value: Decimal, asset: Asset, what: string): bigint {
  const scaled = value.units * pow10(asset.scale);
  const divisor = pow10(value.scale);
  if (scaled % divisor !== 0n || scaled === 0n) throw new Error(`${what} is not a whole number of ${asset.code} minor units`);
  return scaled / divisor;
}

/** Every asset spot knows: the platform's, then each listed coin's (registerSpotMarket). */
export const SPOT_ASSET_CATALOGUE: Record<string, Asset> = { ...ASSETS };

export function spotMarketOf(instrument: Instrument, catalogue: Record<string, Asset> = SPOT_ASSET_CATALOGUE): SpotMarket {
  const base = assetOf(instrument.base, catalogue);
  const quote = assetOf(instrument.quote, catalogue);
  const tickSize = Decimal.parse(instrument.tickSize);
  const lotStep = Decimal.parse(instrument.lotStep);
  return {
    symbol: instrument.symbol,
    displaySymbol: instrument.displaySymbol,
    base,
    quote,
    tickSize,
    lotStep,
    decimals: instrument.decimals,
    baseMinorPerLot: wholeMinorUnits(lotStep, base, `${instrument.symbol} lot step`),
    quoteMinorPerTickLot: wholeMinorUnits(tickSize.multiply(lotStep), quote, `${instrument.symbol} tick-lot`),
  };
}

export const SPOT_MARKETS: Map<string, SpotMarket> = new Map(
  INSTRUMENTS.filter((instrument) => instrument.spot).map((instrument) => [instrument.symbol, spotMarketOf(instrument)]),
);

/** Every asset a spot account can hold. */
export const SPOT_ASSETS: Asset[] = [
  ...new Map(
    [...SPOT_MARKETS.values()].flatMap((m) => [
      [m.quote.code, m.quote],
      [m.base.code, m.base],
    ]),
  ).values(),
];

/**
 * A listed coin's market: its asset and book units join the catalogue, once. Throws when a lot is not a
 * whole number of the coin's minor units or a tick-lot not a whole number of USDT minor units.
 */
export function registerSpotMarket(instrument: Instrument, base: Asset): SpotMarket {
  const existing = SPOT_MARKETS.get(instrument.symbol);
  if (existing) return existing;
  const market = spotMarketOf(instrument, { ...SPOT_ASSET_CATALOGUE, [base.code]: base });
  SPOT_ASSET_CATALOGUE[base.code] = base;
  SPOT_MARKETS.set(market.symbol, market);
  if (!SPOT_ASSETS.some((asset) => asset.code === base.code)) SPOT_ASSETS.push(base);
  return market;
}

export type PriceParse = { ok: true; ticks: bigint } | { ok: false; reason: 'invalid' | 'step' };

/** A decimal string as whole ticks (or lots): refused when it is not a positive multiple of the step. */
export function toSteps(text: unknown, step: Decimal): PriceParse {
  if (typeof text !== 'string') return { ok: false, reason: 'invalid' };
  let value: Decimal;
  try {
    value = Decimal.parse(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!value.isPositive()) return { ok: false, reason: 'invalid' };
  const scale = Math.max(value.scale, step.scale);
  const units = value.units * pow10(scale - value.scale);
  const stepUnits = step.units * pow10(scale - step.scale);
  if (units % stepUnits !== 0n) return { ok: false, reason: 'step' };
  return { ok: true, ticks: units / stepUnits };
}

/** Whole steps back to a decimal string with the step's scale. */
export function fromSteps(steps: bigint, step: Decimal): string {
  return Decimal.of(steps * step.units, step.scale).toString();
}

import { Decimal } from '@meridian/money';
import type { ContractTerms, MarginTier } from './contract-terms';

/**
 * The margin mathematics of an isolated perpetual position (Binance's published method), on exact
 * decimals. USDT amounts are rounded to 6 places: what the customer must put up rounds up, fees round
 * up, profit and loss round half-even.
 */

export type PositionSide = 'long' | 'short';
export const USDT_SCALE = 6;

const ONE = Decimal.ONE;
const TWO = Decimal.parse('2');
const d = (text: string) => Decimal.parse(text);

export const quantityOf = (lots: string, terms: Pick<ContractTerms, 'contractSize'>): Decimal => d(lots).multiply(d(terms.contractSize));

/** A long opens at the tick plus half the spread, a short at the tick minus half. */
export function openPriceAt(tick: string, side: PositionSide, spread: string): Decimal {
  const half = d(spread).divide(TWO, d(spread).scale + 1, 'down');
  return side === 'long' ? d(tick).add(half) : d(tick).subtract(half);
}

/** A long closes at the tick minus half the spread, a short at the tick plus half. */
export function closePriceAt(tick: string, side: PositionSide, spread: string): Decimal {
  return openPriceAt(tick, side === 'long' ? 'short' : 'long', spread);
}

export const notionalOf = (quantity: Decimal, price: Decimal): Decimal => quantity.multiply(price);

export const initialMarginOf = (notional: Decimal, leverage: number): Decimal => notional.divide(Decimal.of(BigInt(leverage)), USDT_SCALE, 'ceil');

export const feeOf = (notional: Decimal, rate: string): Decimal => notional.multiply(d(rate), USDT_SCALE, 'ceil');

/** The tier a notional falls in: the first whose ceiling it does not pass. */
export function tierOf(tiers: readonly MarginTier[], notional: Decimal): MarginTier {
  return tiers.find((tier) => tier.notionalUpTo === null || notional.compare(d(tier.notionalUpTo)) <= 0) ?? tiers[tiers.length - 1]!;
}

/** The most leverage a position of this opening notional may take. */
export function maxLeverageFor(terms: ContractTerms, notional: Decimal): number {
  if (terms.maintenance.kind !== 'tiers') return terms.maxLeverage;
  return Math.min(terms.maxLeverage, tierOf(terms.maintenance.tiers, notional).maxLeverage);
}

/** Exact profit (positive) or loss (negative) of `quantity` from `entry` to `price`. */
export function pnlAt(side: PositionSide, quantity: Decimal, entry: Decimal, price: Decimal): Decimal {
  const move = quantity.multiply(price.subtract(entry));
  return side === 'long' ? move : move.negate();
}

/** What the figures of an open position are, enough to judge it at any mark. */
export interface MarginedPosition {
  side: PositionSide;
  quantity: string;
  entryPrice: string;
  /** What is held for the position now: the initial margin, plus any added, less financing taken. */
  margin: string;
  /** The margin it opened with (the share-of-initial rule's base). */
  initialMargin: string;
  terms: Pick<ContractTerms, 'maintenance' | 'tickSize'>;
}

/** The maintenance margin at a mark: on the notional at the mark by tier, or a share of the initial margin. */
export function maintenanceMarginAt(position: MarginedPosition, mark: Decimal): Decimal {
  const rule = position.terms.maintenance;
  if (rule.kind === 'share-of-initial') return d(position.initialMargin).multiply(d(rule.share));
  const notional = notionalOf(d(position.quantity), mark);
  const tier = tierOf(rule.tiers, notional);
  const mm = notional.multiply(d(tier.rate)).subtract(d(tier.amount));
  return mm.isNegative() ? Decimal.ZERO : mm;
}

export const equityAt = (position: MarginedPosition, mark: Decimal): Decimal =>
  d(position.margin).add(pnlAt(position.side, d(position.quantity), d(position.entryPrice), mark));

/** Liquidated when equity falls below the maintenance margin; equal is not liquidated. */
export const isLiquidatedAt = (position: MarginedPosition, mark: Decimal): boolean => equityAt(position, mark).compare(maintenanceMarginAt(position, mark)) < 0;

/**
 * The mark at which equity meets the maintenance margin, exact to 12 places (null: a long whose margin
 * covers a fall to zero). Tiers: long `(Q x E - margin - amount) / (Q x (1 - rate))`, short
 * `(Q x E + margin + amount) / (Q x (1 + rate))`, in the tier the resulting notional falls in. Share of
 * the initial margin: the price where the loss equals margin minus that share.
 */
export function exactLiquidationPrice(position: MarginedPosition): Decimal | null {
  const q = d(position.quantity);
  const e = d(position.entryPrice);
  const m = d(position.margin);
  const long = position.side === 'long';
  const rule = position.terms.maintenance;
  let price: Decimal;
  if (rule.kind === 'share-of-initial') {
    const room = m.subtract(d(position.initialMargin).multiply(d(rule.share))).divide(q, 12, 'half-even');
    price = long ? e.subtract(room) : e.add(room);
  } else {
    const priceInTier = (tier: MarginTier) => {
      const rate = d(tier.rate);
      const amount = d(tier.amount);
      return long
        ? q.multiply(e).subtract(m).subtract(amount).divide(q.multiply(ONE.subtract(rate)), 12, 'half-even')
        : q.multiply(e).add(m).add(amount).divide(q.multiply(ONE.add(rate)), 12, 'half-even');
    };
    // The formula holds in one tier only: the one the notional at the resulting price falls in.
    const inOwnTier = rule.tiers.find((tier) => {
      const candidate = priceInTier(tier);
      return tierOf(rule.tiers, notionalOf(q, candidate.isNegative() ? Decimal.ZERO : candidate)) === tier;
    });
    price = priceInTier(inOwnTier ?? rule.tiers[0]!);
  }
  return price.isPositive() ? price : null;
}

/** The liquidation price as shown: in whole ticks, on the side that warns early (up for a long, down for a short). */
export function liquidationPriceOf(position: MarginedPosition): string | null {
  const exact = exactLiquidationPrice(position);
  if (!exact) return null;
  const tick = d(position.terms.tickSize);
  const ticks = exact.divide(tick, 0, position.side === 'long' ? 'ceil' : 'floor');
  return tick.multiply(ticks).rescale(tick.scale, 'down').toString();
}

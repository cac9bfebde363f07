import { addDecimal, divideDecimal, multiplyDecimal, subtractDecimal } from '../../../shared/decimal/arithmetic';
import { compareDecimal, isDecimal, isZeroDecimal } from '../../../shared/decimal/decimal';
import type { BookLevel, Depth } from '../spot.types';

export interface BookRow extends BookLevel {
  // The quantity from the best price down to this level.
  total: string;
  // That total as a share of the deepest total shown on either side, 0 to 100: the width of the bar.
  depth: number;
}

export interface BookView {
  // Best first on both sides; the screen draws the asks upside down, best next to the spread.
  asks: BookRow[];
  bids: BookRow[];
  spread: string | null;
}

// Each level with the quantity from the best price out to it (levels that are not decimals are skipped).
export const runningTotals = (levels: readonly BookLevel[], count = levels.length) => {
  let total = '0';
  return levels
    .filter((level) => isDecimal(level.price) && isDecimal(level.quantity))
    .slice(0, count)
    .map((level) => {
      total = addDecimal(total, level.quantity);
      return { ...level, total };
    });
};

// A bar's width: the total as a share of the deepest, in percent to two places, worked out on the
// decimals; only the finished percentage becomes a number, for the style.
const share = (total: string, deepest: string) =>
  // eslint-disable-next-line money/no-float-conversion -- a bar width in percent, worked out exactly before it becomes a number
  isZeroDecimal(deepest) ? 0 : Math.min(100, Number(divideDecimal(multiplyDecimal(total, '100'), deepest, 2)));

// The `count` best levels of each side with running totals and depth bars on one scale.
export const bookView = (depth: Pick<Depth, 'asks' | 'bids'>, count: number): BookView => {
  const asks = runningTotals(depth.asks, count);
  const bids = runningTotals(depth.bids, count);
  const deepest = [asks.at(-1)?.total ?? '0', bids.at(-1)?.total ?? '0'].reduce((a, b) => (compareDecimal(a, b) >= 0 ? a : b));
  const bestAsk = asks[0]?.price;
  const bestBid = bids[0]?.price;
  return {
    asks: asks.map((row) => ({ ...row, depth: share(row.total, deepest) })),
    bids: bids.map((row) => ({ ...row, depth: share(row.total, deepest) })),
    spread: bestAsk && bestBid ? subtractDecimal(bestAsk, bestBid) : null,
  };
};

/* eslint-disable money/no-float-conversion -- pixel coordinates of the depth curve; every figure a customer reads comes from the decimal strings */
import { addDecimal, divideDecimal } from '../../../shared/decimal/arithmetic';
import { runningTotals } from '../order-book/book-rows';
import type { BookLevel, Depth } from '../spot.types';

export interface DepthStep {
  price: string;
  // The quantity from the best price out to this level.
  total: string;
}

export interface DepthCurve {
  // Best first on each side.
  bids: DepthStep[];
  asks: DepthStep[];
  // The price range drawn, lowest bid to highest ask, and the middle of the spread.
  low: string;
  high: string;
  mid: string | null;
}

const steps = (levels: readonly BookLevel[]): DepthStep[] => runningTotals(levels).map(({ price, total }) => ({ price, total }));

// Each side's running total from the best price outwards, and the range of prices they span; null
// when the book is empty.
export const depthCurve = (depth: Pick<Depth, 'bids' | 'asks'>): DepthCurve | null => {
  const bids = steps(depth.bids);
  const asks = steps(depth.asks);
  const low = bids.at(-1)?.price ?? asks[0]?.price;
  const high = asks.at(-1)?.price ?? bids[0]?.price;
  if (low === undefined || high === undefined) return null;
  const bestBid = bids[0]?.price;
  const bestAsk = asks[0]?.price;
  const mid =
    bestBid && bestAsk ? divideDecimal(addDecimal(bestBid, bestAsk), '2', Math.max(decimalsOf(bestBid), decimalsOf(bestAsk)) + 1) : null;
  return { bids, asks, low, high, mid };
};

const decimalsOf = (value: string) => value.split('.')[1]?.length ?? 0;

export interface DepthPaths {
  bids: string;
  asks: string;
}

// The two stepped areas in a width x height box, prices along x and totals up y, both sides on one
// scale. Display-only: the coordinates are numbers on screen, never amounts.
export const depthPaths = (curve: DepthCurve, width: number, height: number): DepthPaths => {
  const low = Number(curve.low);
  const span = Number(curve.high) - low;
  const deepest = Math.max(Number(curve.bids.at(-1)?.total ?? 0), Number(curve.asks.at(-1)?.total ?? 0));
  const x = (price: string) => (span > 0 ? ((Number(price) - low) / span) * width : width / 2);
  const y = (total: string) => (deepest > 0 ? height - (Number(total) / deepest) * height : height);
  const area = (side: DepthStep[], edge: number) => {
    if (side.length === 0) return '';
    const points = [`M${x(side[0]!.price)},${height}`];
    side.forEach((step, i) => {
      if (i > 0) points.push(`L${x(step.price)},${y(side[i - 1]!.total)}`);
      points.push(`L${x(step.price)},${y(step.total)}`);
    });
    points.push(`L${edge},${y(side.at(-1)!.total)}`, `L${edge},${height}`, 'Z');
    return points.join(' ');
  };
  return { bids: area(curve.bids, 0), asks: area(curve.asks, width) };
};

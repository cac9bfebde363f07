import { Decimal } from '@meridian/money';
import type { PositionView, TickRef } from './domain/contract-core.types';
import { liquidationPriceOf, maintenanceMarginAt, pnlAt, USDT_SCALE } from './domain/margin-math';

/**
 * The mark every figure a customer sees is worked out at: the latest recorded tick. The core's own
 * mark moves only with the ticks that fire something, so it can lag the feed; the newer of the two is
 * used (the feed's, unless a scripted or replayed tick reached the core first).
 */
export function latestMark(core: TickRef | undefined, recorded: TickRef | undefined): TickRef | undefined {
  if (!core) return recorded;
  if (!recorded) return core;
  return recorded.seq >= core.seq ? recorded : core;
}

/** What a position is worth at the last recorded tick of its instrument: the figures a customer watches. */
export interface LiveFigures {
  markPrice: string | null;
  markTick: TickRef | null;
  unrealizedPnl: string | null;
  maintenanceMargin: string | null;
  liquidationPrice: string | null;
  /** Maintenance margin over equity: 1 or more is liquidation. */
  marginRatio: string | null;
  /** A pending open: its margin and fee, held until it fills or is cancelled. */
  heldForOpen: string;
}

export function livePosition(position: PositionView, mark: TickRef | undefined): LiveFigures {
  const heldForOpen = Decimal.parse(position.margin).add(Decimal.parse(position.openFee)).toString();
  if (position.status !== 'open' || !position.entryPrice) {
    return { markPrice: mark?.price ?? null, markTick: mark ?? null, unrealizedPnl: null, maintenanceMargin: null, liquidationPrice: null, marginRatio: null, heldForOpen };
  }
  const margined = { side: position.side, quantity: position.quantity, entryPrice: position.entryPrice, margin: position.margin, initialMargin: position.initialMargin, terms: position.terms };
  const liquidationPrice = liquidationPriceOf(margined);
  if (!mark) return { markPrice: null, markTick: null, unrealizedPnl: null, maintenanceMargin: null, liquidationPrice, marginRatio: null, heldForOpen };
  const price = Decimal.parse(mark.price);
  const pnl = pnlAt(position.side, Decimal.parse(position.quantity), Decimal.parse(position.entryPrice), price).rescale(USDT_SCALE, 'half-even');
  const maintenance = maintenanceMarginAt(margined, price).rescale(USDT_SCALE, 'ceil');
  const equity = Decimal.parse(position.margin).add(pnl);
  return {
    markPrice: mark.price,
    markTick: mark,
    unrealizedPnl: pnl.toString(),
    maintenanceMargin: maintenance.toString(),
    liquidationPrice,
    marginRatio: equity.isPositive() ? maintenance.divide(equity, 4, 'ceil').toString() : null,
    heldForOpen,
  };
}

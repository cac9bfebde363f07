import { Decimal } from '@meridian/money';
import type { PositionView } from './domain/contract-core.types';
import { livePosition } from './position-live';
import type { StoredPositionClose, StoredPositionView } from './read-models/contract-read-model';

export type PresentedPosition = ReturnType<typeof presentPosition>;

/**
 * A position as its owner reads it: the core's view (without the owner), its live figures, each close
 * as its own row and the totals they add up to (realised P&L and fees of the closes sum to the position's).
 */
export function presentPosition(position: PositionView, mark: Parameters<typeof livePosition>[1]) {
  const { ownerId: _ownerId, closes: stored = [], marginWhileOpen = null, ...view } = position as StoredPositionView;
  const closes = positionCloses(stored);
  const totalFees = [view.openFee, view.closeFee].reduce((sum, fee) => sum.add(Decimal.parse(fee)), Decimal.parse('0')).toString();
  return { ...view, ...livePosition(position, mark), closes, marginWhileOpen: marginWhileOpen ?? (view.status === 'open' ? view.margin : null), totalFees };
}

/** Each close's own realised P&L and fee: the difference of the position's running totals before and after it. */
export function positionCloses(stored: readonly StoredPositionClose[]) {
  let realized = Decimal.parse('0');
  let fees = Decimal.parse('0');
  return stored.map((close) => {
    const realizedAfter = Decimal.parse(close.realizedPnlAfter);
    const feesAfter = Decimal.parse(close.closeFeeAfter);
    const row = {
      at: close.at,
      reason: close.reason,
      lots: close.lots,
      price: close.price,
      tick: close.tick,
      realizedPnl: realizedAfter.subtract(realized).toString(),
      fee: feesAfter.subtract(fees).toString(),
      whole: close.whole,
    };
    realized = realizedAfter;
    fees = feesAfter;
    return row;
  });
}

import { Decimal } from '@meridian/money';
import type { Position } from './contracts.types';

// Profit and loss of an open position at the live price the app already shows, so it moves with every
// tick; the server's figures replace it whenever the positions are read again. Display only: money is
// settled by the server at a recorded tick.
export const livePnl = (position: Pick<Position, 'side' | 'quantity' | 'entryPrice'>, price: string | null | undefined): string | null => {
  if (!position.entryPrice || !price) return null;
  const move = Decimal.parse(price).subtract(Decimal.parse(position.entryPrice)).multiply(Decimal.parse(position.quantity));
  return (position.side === 'long' ? move : move.negate()).rescale(2, 'half-even').toString();
};

// Return on the margin, in percent with 2 decimals.
export const returnOnMargin = (pnl: string | null, margin: string): string | null => {
  if (pnl === null || Decimal.parse(margin).isZero()) return null;
  return Decimal.parse(pnl).multiply(Decimal.parse('100')).divide(Decimal.parse(margin), 2, 'half-even').toString();
};

// The leverages offered as chips: the usual steps up to what the contract allows.
export const leverageSteps = (max: number): number[] => [1, 2, 3, 5, 10, 20, 25, 50, 75, 100].filter((step) => step <= max);

import { absDecimal, compareDecimal, isDecimal } from '../../shared/decimal/decimal';

export type Direction = 'up' | 'down' | 'flat';

// The 24h change arrives signed ("-1.25", "1.25" or "+1.25"); zero, or anything unreadable, is flat.
export const changeDirection = (change: string): Direction => {
  const value = change.replace(/^\+/, '');
  if (!isDecimal(value)) return 'flat';
  const sign = compareDecimal(value, '0');
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
};

// How a price moved from one value to the next, compared as decimal text.
export const priceMove = (previous: string, next: string): Direction => {
  if (!isDecimal(previous) || !isDecimal(next)) return 'flat';
  const sign = compareDecimal(next, previous);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat';
};

const ARROW: Record<Direction, string> = { up: '▲', down: '▼', flat: '' };
const SIGN: Record<Direction, string> = { up: '+', down: '−', flat: '' };

// The parts of "▲ +1.25%": the arrow (never the only sign of the direction), the sign and the digits
// without their own sign, for the caller to format in the customer's locale.
export const changeParts = (change: string): { direction: Direction; arrow: string; sign: string; magnitude: string } => {
  const direction = changeDirection(change);
  const value = change.replace(/^\+/, '');
  return { direction, arrow: ARROW[direction], sign: SIGN[direction], magnitude: isDecimal(value) ? absDecimal(value) : value };
};

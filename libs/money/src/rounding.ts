import { DivisionByZeroError, InvalidRoundingModeError } from './errors';

/**
 * - `down`: toward zero; `up`: away from zero;
 * - `floor`: toward minus infinity; `ceil`: toward plus infinity;
 * - `half-up`: to nearest, a tie goes away from zero (-2.5 → -3);
 * - `half-even`: to nearest, a tie goes to the even neighbour (banker's rounding).
 */
export type RoundingMode = 'down' | 'up' | 'floor' | 'ceil' | 'half-up' | 'half-even';

export const ROUNDING_MODES: readonly RoundingMode[] = Object.freeze(['down', 'up', 'floor', 'ceil', 'half-up', 'half-even']);

/** numerator / denominator rounded to an integer with the given mode. */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new DivisionByZeroError();
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator; // has the numerator's sign
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const awayFromZero = quotient + sign;
  const exact = remainder === 0n;
  switch (mode) {
    case 'down':
      return quotient;
    case 'up':
      return exact ? quotient : awayFromZero;
    case 'floor':
      return exact || sign > 0n ? quotient : awayFromZero;
    case 'ceil':
      return exact || sign < 0n ? quotient : awayFromZero;
    case 'half-up':
      return compareHalf(remainder, denominator) >= 0 ? awayFromZero : quotient;
    case 'half-even': {
      const half = compareHalf(remainder, denominator);
      if (half === 0) return quotient % 2n === 0n ? quotient : awayFromZero;
      return half > 0 ? awayFromZero : quotient;
    }
    default: {
      const unknown: never = mode;
      throw new InvalidRoundingModeError(unknown);
    }
  }
}

/** Compares |remainder| with |denominator| / 2 without leaving the integers. */
function compareHalf(remainder: bigint, denominator: bigint): -1 | 0 | 1 {
  const twice = 2n * abs(remainder);
  const whole = abs(denominator);
  return twice < whole ? -1 : twice > whole ? 1 : 0;
}

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

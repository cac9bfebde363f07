import type { RoundingMode } from '../rounding';

/**
 * A deliberately naive rounding done on decimal digit strings, with no bigint arithmetic, so the
 * property tests compare the library against something that shares none of its code.
 * `text` is an exact decimal ('-12.345'); the result has exactly `digits` fraction digits.
 */
export function roundDecimalString(text: string, digits: number, mode: RoundingMode): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const padded = fraction.padEnd(digits, '0');
  const kept = whole + padded.slice(0, digits);
  const dropped = padded.slice(digits);
  const anyDropped = /[1-9]/.test(dropped);
  const first = dropped[0] ?? '0';
  const beyondFirst = /[1-9]/.test(dropped.slice(1));
  const lastKeptOdd = Number(kept[kept.length - 1]) % 2 === 1;
  const bump = (() => {
    switch (mode) {
      case 'down':
        return false;
      case 'up':
        return anyDropped;
      case 'floor':
        return negative && anyDropped;
      case 'ceil':
        return !negative && anyDropped;
      case 'half-up':
        return first >= '5';
      case 'half-even':
        return first > '5' || (first === '5' && (beyondFirst || lastKeptOdd));
      default: {
        const unknown: never = mode;
        throw new Error(`unknown mode ${String(unknown)}`);
      }
    }
  })();
  const rounded = bump ? incrementDigits(kept) : kept;
  const integerPart = rounded.slice(0, rounded.length - digits).replace(/^0+(?=\d)/, '') || '0';
  const fractionPart = rounded.slice(rounded.length - digits);
  const isZero = !/[1-9]/.test(rounded);
  return `${negative && !isZero ? '-' : ''}${integerPart}${digits > 0 ? `.${fractionPart}` : ''}`;
}

function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

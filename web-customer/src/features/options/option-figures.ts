import { Decimal } from '@meridian/money';

// What a win returns: the stake and stake x rate, as the server pays it (rounded down to 6 places).
export const winReturn = (amount: string, rate: string): string | null => {
  try {
    const stake = Decimal.parse(amount);
    return stake.add(stake.multiply(Decimal.parse(rate), 6, 'down')).rescale(2, 'down').toString();
  } catch {
    return null;
  }
};

// The expected value at even odds, as a share of the stake in percent: (rate - 1) / 2.
export const evenOddsPercent = (rate: string): string =>
  Decimal.parse(rate).subtract(Decimal.ONE).multiply(Decimal.parse('50')).rescale(1, 'half-even').toString();

// Seconds left until `expiresAt`, never below zero.
export const secondsLeft = (expiresAt: string, now: number): number => Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));

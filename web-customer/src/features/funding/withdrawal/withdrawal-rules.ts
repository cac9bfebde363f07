import { isDecimal, isZeroDecimal, percentOf } from '../../../shared/decimal/decimal';
import type { WithdrawalRules } from '../funding.types';

export const requestsLeft = (rules: Pick<WithdrawalRules, 'daily_limit' | 'used_today'>): number => Math.max(0, rules.daily_limit - rules.used_today);

export type FeeParts = { fixed: string | null; percent: string | null };

// A fixed fee, a rate, both or neither ("no fee"); the exact fee of an amount comes from the quote.
export const feeParts = (fee: string | null | undefined, rate: string | null | undefined): FeeParts => ({
  fixed: fee && isDecimal(fee) && !isZeroDecimal(fee) ? fee : null,
  percent: rate && isDecimal(rate) && !isZeroDecimal(rate) ? percentOf(rate) : null,
});

// The time now in the rules' time zone (Hong Kong), to set beside the window; null for an unknown zone.
export const clockIn = (timeZone: string, locale: string, now: Date): string | null => {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
  } catch {
    return null;
  }
};

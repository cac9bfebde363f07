import { DomainError, type Decider } from '@meridian/decider';
import { rateWithin } from '../../orders/domain/earn-yield.policy';
import type { EarnProductTerms } from './earn-product-terms';

/**
 * Staff set each product's daily rate inside its range before that day starts (one stream,
 * `earn-rates`); a day nobody set pays the range's low end. A day that has begun keeps its rate.
 */
export type EarnRatesEvent = { type: 'EarnDailyRateSet'; data: { productId: string; date: string; rate: string; staffId: string; at: string } };
export type EarnRatesCommand = { type: 'SetEarnDailyRate'; data: { terms: EarnProductTerms; date: string; rate: string; staffId: string }; metadata: { now: string } };

export const EARN_RATES_STREAM = 'earn-rates';

export const earnRatesDecider: Decider<EarnRatesCommand, EarnRatesEvent, Record<string, never>> = {
  decide({ data, metadata }) {
    const { terms, date, rate, staffId } = data;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00.000Z`))) throw new DomainError('earn.rateDateInvalid');
    if (`${date}T00:00:00.000Z` <= metadata.now) throw new DomainError('earn.rateDayStarted');
    if (!/^\d+(\.\d{1,8})?$/.test(rate) || !rateWithin(rate, terms.dailyRateMin, terms.dailyRateMax)) throw new DomainError('earn.rateOutOfRange', { min: terms.dailyRateMin, max: terms.dailyRateMax });
    return [{ type: 'EarnDailyRateSet', data: { productId: terms.productId, date, rate, staffId, at: metadata.now } }];
  },
  evolve: (state) => state,
  initialState: () => ({}),
};

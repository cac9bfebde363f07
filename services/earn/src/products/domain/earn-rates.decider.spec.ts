import { deciderSpec } from '@meridian/testing';
import { DEFAULT_EARN_PRODUCTS } from './earn-product-terms';
import { earnRatesDecider, type EarnRatesCommand } from './earn-rates.decider';

const spec = deciderSpec(earnRatesDecider.decide, earnRatesDecider.evolve, earnRatesDecider.initialState);
const terms = DEFAULT_EARN_PRODUCTS[0]!;
const set = (date: string, rate: string, now = '2026-11-24T12:00:00.000Z'): EarnRatesCommand => ({ type: 'SetEarnDailyRate', data: { terms, date, rate, staffId: 's1' }, metadata: { now } });

describe('the daily rate of a product', () => {
  it('is set inside the range for a day not yet begun', () =>
    spec.given([]).when(set('2026-11-25', '0.0045')).then([{ type: 'EarnDailyRateSet', data: { productId: 'custody-7d', date: '2026-11-25', rate: '0.0045', staffId: 's1', at: '2026-11-24T12:00:00.000Z' } }]));
  it('refuses a day that has begun', () => spec.given([]).when(set('2026-11-24', '0.004')).thenThrows('earn.rateDayStarted'));
  it('refuses a rate outside the range', () => spec.given([]).when(set('2026-11-25', '0.0051')).thenThrows('earn.rateOutOfRange'));
});

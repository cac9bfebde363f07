import { loosenedFields } from '@meridian/decider';
import { DEFAULT_EARN_PRODUCTS, type EarnProductTerms } from '../domain/earn-product-terms';
import { EARN_PRODUCT_LOOSER } from './earn-control-proposals';

const product = { minVipLevel: 0, ...DEFAULT_EARN_PRODUCTS[0]! } as EarnProductTerms;
const loosened = (change: Partial<EarnProductTerms>) => loosenedFields(EARN_PRODUCT_LOOSER, product, { ...product, ...change });

describe('earn product terms: which changes loosen a control', () => {
  it('a rate range above the published one, a higher maximum, a lower minimum, another penalty loosen', () => {
    expect(loosened({ dailyRateMax: '0.05' })).toEqual(['dailyRateMax']);
    expect(loosened({ dailyRateMin: '0.004' })).toEqual(['dailyRateMin']);
    expect(loosened({ maxAmount: '1000000', minAmount: '1' })).toEqual(['maxAmount', 'minAmount']);
    expect(loosened({ penalty: { kind: 'principal-share', rate: '0' } })).toEqual(['penalty']);
  });

  it('a lower rate range, a lower maximum, closing the product tighten, and apply at once', () =>
    expect(loosened({ dailyRateMin: '0.001', dailyRateMax: '0.002', maxAmount: '100', enabled: false })).toEqual([]));

  it('a new product waits for a second member as a whole', () =>
    expect(loosenedFields(EARN_PRODUCT_LOOSER, {} as EarnProductTerms, product)).toEqual(Object.keys(product).sort()));
});

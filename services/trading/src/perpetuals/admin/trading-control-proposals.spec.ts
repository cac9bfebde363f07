import { loosenedFields } from '@meridian/decider';
import { instrumentOf } from '../../market/instruments';
import { defaultContractTerms } from '../domain/default-contract-terms';
import { CONTRACT_TERMS_LOOSER, OPTION_RESTRICTIONS_LOOSER } from './trading-control-proposals';

const btc = defaultContractTerms(instrumentOf('BTCUSDT')!);
const loosened = (change: Partial<typeof btc>) => loosenedFields(CONTRACT_TERMS_LOOSER, btc, { ...btc, ...change });

describe('contract terms: which changes loosen a control', () => {
  it('more leverage, more lots, a higher exposure cap, lower fees, spread or minimum loosen', () => {
    expect(loosened({ maxLeverage: btc.maxLeverage + 1 })).toEqual(['maxLeverage']);
    expect(loosened({ houseExposureCap: '999999999999' })).toEqual(['houseExposureCap']);
    expect(loosened({ openFeeRate: '0', closeFeeRate: '0', liquidationFeeRate: '0' })).toEqual(['closeFeeRate', 'liquidationFeeRate', 'openFeeRate']);
    expect(loosened({ spread: '0' })).toEqual(['spread']);
    expect(loosened({ maintenance: { kind: 'share-of-initial', share: '0.1' } })).toEqual(['maintenance']);
  });

  it('less leverage, a wider spread or higher fees tighten, and apply at once; the note never waits', () => {
    expect(loosened({ maxLeverage: 2, spread: '1000', openFeeRate: '0.01', pointValueNote: 'another note' })).toEqual([]);
  });
});

describe('option restrictions: which changes loosen a control', () => {
  it('taking a country off the list loosens; adding one tightens', () => {
    expect(loosenedFields(OPTION_RESTRICTIONS_LOOSER, { countries: ['GB', 'FR'] }, { countries: ['GB'] })).toEqual(['countries']);
    expect(loosenedFields(OPTION_RESTRICTIONS_LOOSER, { countries: ['GB'] }, { countries: ['GB', 'FR'] })).toEqual([]);
  });
});

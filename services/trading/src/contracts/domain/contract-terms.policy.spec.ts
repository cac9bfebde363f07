import { instrumentOf } from '../../market/instruments';
import { ContractRejection } from './contract-core.types';
import { checkContractTerms } from './contract-terms.policy';
import { defaultContractTerms } from './default-contract-terms';

const gold = defaultContractTerms(instrumentOf('XAUUSD')!);
const btc = defaultContractTerms(instrumentOf('BTCUSDT')!);
const refusedField = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContractRejection) return error.params.field;
    throw error;
  }
  return null;
};

describe('contract terms staff may publish', () => {
  it('accepts every default', () => {
    expect(refusedField(() => checkContractTerms(gold, gold))).toBeNull();
    expect(refusedField(() => checkContractTerms(btc, btc))).toBeNull();
  });

  it('keeps 100x for crypto and 25x for every other market as ceilings', () => {
    expect(refusedField(() => checkContractTerms({ ...btc, maxLeverage: 100 }, btc))).toBeNull();
    expect(refusedField(() => checkContractTerms({ ...btc, maxLeverage: 101 }, btc))).toBe('maxLeverage');
    expect(refusedField(() => checkContractTerms({ ...gold, maxLeverage: 26 }, gold))).toBe('maxLeverage');
  });

  it('refuses figures out of range or off their steps, and a change of what the contract is', () => {
    expect(refusedField(() => checkContractTerms({ ...gold, spread: '0.005' }, gold))).toBe('spread');
    expect(refusedField(() => checkContractTerms({ ...gold, minLots: '0.015' }, gold))).toBe('minLots');
    expect(refusedField(() => checkContractTerms({ ...gold, maxLots: '0.001' }, gold))).toBe('maxLots');
    expect(refusedField(() => checkContractTerms({ ...gold, openFeeRate: '-0.001' }, gold))).toBe('openFeeRate');
    expect(refusedField(() => checkContractTerms({ ...gold, financing: { ...gold.financing, longRate: '0.5' } }, gold))).toBe('longRate');
    expect(refusedField(() => checkContractTerms({ ...gold, contractSize: '1' }, gold))).toBe('symbol');
    expect(refusedField(() => checkContractTerms({ ...gold, houseExposureCap: '0' }, gold))).toBe('houseExposureCap');
  });
});

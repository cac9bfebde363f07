import { instrumentOf } from '../../market/instruments';
import { ContractRejection } from './contract-core.types';
import { checkContractTerms } from './contract-terms.policy';
import { continuousTiers, defaultContractTerms } from './default-contract-terms';

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

  it('takes a maintenance ladder that climbs, whatever its amounts, and refuses one that does not', () => {
    const ladder = (tiers: [string | null, string, number][]) => ({
      ...btc,
      maintenance: { kind: 'tiers' as const, tiers: continuousTiers(tiers.map(([notionalUpTo, rate, maxLeverage]) => ({ notionalUpTo, rate, maxLeverage }))) },
    });
    expect(refusedField(() => checkContractTerms(ladder([['100000', '0.004', 100], [null, '0.02', 25]]), btc))).toBeNull();
    // The last tier has no ceiling; ceilings, rates and leverage climb the right way.
    expect(refusedField(() => checkContractTerms(ladder([['100000', '0.004', 100]]), btc))).toBe('marginTiers');
    expect(refusedField(() => checkContractTerms(ladder([['100000', '0.004', 100], ['50000', '0.01', 50], [null, '0.02', 20]]), btc))).toBe('marginTiers');
    expect(refusedField(() => checkContractTerms(ladder([['100000', '0.01', 50], [null, '0.005', 20]]), btc))).toBe('marginTiers');
    expect(refusedField(() => checkContractTerms(ladder([['100000', '0.004', 50], [null, '0.01', 100]]), btc))).toBe('marginTiers');
    // At 100x the initial margin is 1%: a 1% maintenance rate would liquidate a position as it opens.
    expect(refusedField(() => checkContractTerms(ladder([[null, '0.01', 100]]), btc))).toBe('marginTiers');
    expect(refusedField(() => checkContractTerms({ ...gold, maintenance: { kind: 'share-of-initial', share: '0.6' } }, gold))).toBeNull();
    expect(refusedField(() => checkContractTerms({ ...gold, maintenance: { kind: 'share-of-initial', share: '1' } }, gold))).toBe('maintenanceShare');
  });
});

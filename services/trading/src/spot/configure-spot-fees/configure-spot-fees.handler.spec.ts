import { loosenedFields, splitChange } from '@meridian/decider';
import { CONTRACT_TERMS_LOOSER } from '../../perpetuals/admin/trading-control-proposals';
import { SPOT_FEES_LOOSER, type SpotFeeSetting } from './configure-spot-fees.handler';

const fees: SpotFeeSetting = { makerRate: '0.001', takerRate: '0.001' };
const loosened = (change: Partial<SpotFeeSetting>) => loosenedFields(SPOT_FEES_LOOSER, fees, { ...fees, ...change });

describe('spot fee rates: which changes loosen a control', () => {
  it('a lower rate loosens (the platform gives away revenue), as a lower contract fee does', () => {
    expect(loosened({ makerRate: '0.0005' })).toEqual(['makerRate']);
    expect(loosened({ makerRate: '0', takerRate: '0.0009' })).toEqual(['makerRate', 'takerRate']);
    expect([SPOT_FEES_LOOSER.makerRate, SPOT_FEES_LOOSER.takerRate]).toEqual([CONTRACT_TERMS_LOOSER.openFeeRate, CONTRACT_TERMS_LOOSER.closeFeeRate]);
  });

  it('a higher rate applies at once (orders already accepted keep theirs); the same rate written otherwise is no change', () => {
    expect(loosened({ makerRate: '0.002', takerRate: '0.0011' })).toEqual([]);
    expect(loosened({ makerRate: '0.0010' })).toEqual([]);
  });

  it('a raise and a cut together: the raise applies now, the cut waits for a second member', () =>
    expect(splitChange(SPOT_FEES_LOOSER, fees, { makerRate: '0.0005', takerRate: '0.002' })).toEqual({ now: { makerRate: '0.001', takerRate: '0.002' }, loosened: ['makerRate'] }));
});

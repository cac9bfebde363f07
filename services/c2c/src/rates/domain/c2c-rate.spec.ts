import { DeciderSpecification } from '@meridian/testing';
import { c2cRateDecider, c2cRateLoosened, UNPUBLISHED_RATE, type C2cRate } from './c2c-rate';
import { c2cRulesDecider, c2cRulesLoosened, DEFAULT_C2C_RULES } from './c2c-rules';

const now = '2026-11-27T08:00:00.000Z';
const hkd: C2cRate = { rate: '7.8', min: '10', max: '50000', enabled: true };
const publish = (rate: C2cRate, fiat = 'HKD') => ({ type: 'PublishC2cRate' as const, data: { fiat, rate, staffId: 'fin1', reason: ' Market rate ' }, metadata: { now } });

describe("finance's C2C rate for a currency", () => {
  it('is published with its limits and a reason', () => {
    DeciderSpecification.for(c2cRateDecider)
      .given([])
      .when(publish(hkd))
      .then([{ type: 'C2cRatePublished', data: { fiat: 'HKD', rate: hkd, staffId: 'fin1', reason: 'Market rate', at: now } }]);
  });

  it('refuses a rate that could not be offered', () => {
    const spec = DeciderSpecification.for(c2cRateDecider).given([]);
    spec.when(publish(hkd, 'XXX')).thenThrows('c2c.fiatUnknown');
    spec.when(publish({ ...hkd, rate: '7,8' })).thenThrows('field.invalid');
    spec.when(publish({ ...hkd, max: '1.0000001' })).thenThrows('field.invalid');
    spec.when(publish({ ...hkd, rate: '0' })).thenThrows('c2c.rateInvalid');
    spec.when(publish({ ...hkd, min: '60000' })).thenThrows('c2c.rateInvalid');
    // Closed, the figures left standing need not make sense yet.
    spec.when(publish({ rate: '7.8', min: '10', max: '0', enabled: false })).then([
      { type: 'C2cRatePublished', data: { fiat: 'HKD', rate: { rate: '7.8', min: '10', max: '0', enabled: false }, staffId: 'fin1', reason: 'Market rate', at: now } },
    ]);
  });

  it('loosens when it gives more USDT for the money, allows larger or smaller orders, or opens the currency', () => {
    expect(c2cRateLoosened(UNPUBLISHED_RATE, hkd)).toEqual(['enabled', 'max']);
    expect(c2cRateLoosened(hkd, { ...hkd, rate: '7.7' })).toEqual(['rate']);
    expect(c2cRateLoosened(hkd, { ...hkd, rate: '7.9', min: '20', max: '40000' })).toEqual([]);
    expect(c2cRateLoosened(hkd, { ...hkd, enabled: false })).toEqual([]);
    expect(c2cRateLoosened(hkd, { ...hkd, min: '5' })).toEqual(['min']);
  });
});

describe("C2C's four-eyes threshold on completions", () => {
  it('is a USDT amount; raising it loosens the control', () => {
    DeciderSpecification.for(c2cRulesDecider)
      .given([])
      .when({ type: 'ChangeC2cRules', data: { rules: { completionDualApprovalAboveUsdt: '5000' }, staffId: 'fin1', reason: 'Tighter' }, metadata: { now } })
      .then([{ type: 'C2cRulesChanged', data: { rules: { completionDualApprovalAboveUsdt: '5000' }, staffId: 'fin1', reason: 'Tighter', at: now } }]);
    DeciderSpecification.for(c2cRulesDecider)
      .given([])
      .when({ type: 'ChangeC2cRules', data: { rules: { completionDualApprovalAboveUsdt: '-1' }, staffId: 'fin1', reason: '' }, metadata: { now } })
      .thenThrows('field.invalid');
    expect(c2cRulesLoosened(DEFAULT_C2C_RULES, { completionDualApprovalAboveUsdt: '20000' })).toEqual(['completionDualApprovalAboveUsdt']);
    expect(c2cRulesLoosened(DEFAULT_C2C_RULES, { completionDualApprovalAboveUsdt: '100' })).toEqual([]);
  });
});

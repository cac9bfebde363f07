import { deciderSpec } from '@meridian/testing';
import { DEFAULT_LENDING_RULES, lendingRulesDecider, lendingRulesLoosened } from './lending-rules';

const spec = deciderSpec(lendingRulesDecider.decide, lendingRulesDecider.evolve, lendingRulesDecider.initialState);
const now = '2026-11-27T10:00:00.000Z';
const change = (threshold: string, extra: Record<string, string> = {}) => ({
  type: 'ChangeLendingRules' as const,
  data: { rules: { repaymentDualApprovalAboveUsdt: threshold }, staffId: 'fin-2', reason: ' month end ', ...extra },
  metadata: { now },
});

describe('lending rules', () => {
  it('start at a repayment threshold of 10,000 USDT, as the funding rules do', () => expect(lendingRulesDecider.initialState()).toEqual({ repaymentDualApprovalAboveUsdt: '10000' }));

  it('a higher repayment threshold loosens four eyes; a lower one or the same tightens or keeps it', () => {
    expect(lendingRulesLoosened(DEFAULT_LENDING_RULES, { repaymentDualApprovalAboveUsdt: '10000.01' })).toEqual(['repaymentDualApprovalAboveUsdt']);
    expect(lendingRulesLoosened(DEFAULT_LENDING_RULES, { repaymentDualApprovalAboveUsdt: '5000' })).toEqual([]);
    expect(lendingRulesLoosened(DEFAULT_LENDING_RULES, { repaymentDualApprovalAboveUsdt: '10000.000' })).toEqual([]);
    expect(lendingRulesLoosened(DEFAULT_LENDING_RULES, { repaymentDualApprovalAboveUsdt: '0' })).toEqual([]);
  });

  it('records who changed them, why, and the proposal a confirmation applies', () =>
    spec
      .given([])
      .when(change('50000', { proposalId: 'p-1', proposerId: 'fin-1' }))
      .then([
        {
          type: 'LendingRulesChanged',
          data: { rules: { repaymentDualApprovalAboveUsdt: '50000' }, staffId: 'fin-2', reason: 'month end', proposalId: 'p-1', proposerId: 'fin-1', at: now },
        },
      ]));

  it('refuse a threshold that is not a USDT amount', () => {
    for (const bad of ['-1', '1e6', '', ' 100', '10.1234567', 'ten']) spec.given([]).when(change(bad)).thenThrows('field.invalid');
    spec.given([]).when(change('0.000001')).then([
      { type: 'LendingRulesChanged', data: { rules: { repaymentDualApprovalAboveUsdt: '0.000001' }, staffId: 'fin-2', reason: 'month end', at: now } },
    ]);
  });
});

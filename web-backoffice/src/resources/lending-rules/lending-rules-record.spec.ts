import { lendingRulesChange, lendingRulesPath } from './lending-rules-record';

describe('the lending rules staff send', () => {
  it('send the threshold as a trimmed decimal string, never a number', () => {
    expect(lendingRulesChange({ id: 'default', repaymentDualApprovalAboveUsdt: ' 25000.50 ', changedAt: null, reason: ' month end ' })).toEqual({
      repaymentDualApprovalAboveUsdt: '25000.50',
      reason: 'month end',
    });
  });

  it('leave out a blank reason: lowering the threshold needs none', () =>
    expect(lendingRulesChange({ repaymentDualApprovalAboveUsdt: '5000', reason: '  ' })).toEqual({ repaymentDualApprovalAboveUsdt: '5000' }));

  it('open the form for finance and the read-only page for the others', () => {
    expect(lendingRulesPath(['finance'])).toBe('/lending-rules/default');
    expect(lendingRulesPath(['support'])).toBe('/lending-rules/default/show');
    expect(lendingRulesPath(['finance', 'auditor'])).toBe('/lending-rules/default/show');
  });
});

import { ContractViolation } from './contract-check';
import { parseProductFundsAnswerV1, parseProductFundsRequestV1, productFundsAnswerType, ProductFundsEvents, productFundsRequestType } from './product-funds.v1';

const hold = {
  step: 'hold',
  kind: 'earn',
  referenceId: 'order-1',
  customerId: 'c1',
  asset: 'USDT',
  amount: '100.5',
  stepId: 'earn-order-1',
  platformAccount: 'earn-payouts',
  memo: 'Earn custody',
  refusal: 'earn.insufficientBalance',
  at: '2026-11-27T00:00:00.000Z',
};

describe('the product funds contract (v1)', () => {
  it('reads a request under the type of its step', () => {
    expect(parseProductFundsRequestV1(ProductFundsEvents.holdRequested, hold)).toEqual(hold);
    expect(() => parseProductFundsRequestV1(ProductFundsEvents.payoutRequested, hold)).toThrow(ContractViolation);
  });
  it('refuses what it cannot carry out as asked', () => {
    const refused = (change: Record<string, unknown>, type: string = ProductFundsEvents.holdRequested) => () => parseProductFundsRequestV1(type, { ...hold, ...change });
    expect(refused({ kind: 'casino' })).toThrow(ContractViolation);
    expect(refused({ amount: '-1' })).toThrow(ContractViolation);
    expect(refused({ refusal: undefined })).toThrow(ContractViolation);
    expect(refused({ step: 'settle' }, ProductFundsEvents.settleRequested)).toThrow(ContractViolation);
    expect(refused({ step: 'payment', payer: 'friend' }, ProductFundsEvents.paymentRequested)).toThrow(ContractViolation);
    expect(parseProductFundsRequestV1(ProductFundsEvents.settleRequested, { ...hold, step: 'settle', share: '0' })).toMatchObject({ share: '0' });
  });
  it("holds the product's own account when a hold, release or settle says `from: 'product'`, and only those", () => {
    const c2c = { ...hold, kind: 'c2c', platformAccount: 'c2c-inventory', from: 'product' };
    expect(parseProductFundsRequestV1(ProductFundsEvents.holdRequested, c2c)).toMatchObject({ from: 'product' });
    expect(parseProductFundsRequestV1(ProductFundsEvents.settleRequested, { ...c2c, step: 'settle', share: '100.5' })).toMatchObject({ from: 'product' });
    expect(() => parseProductFundsRequestV1(ProductFundsEvents.holdRequested, { ...c2c, from: 'bank' })).toThrow(ContractViolation);
    expect(() => parseProductFundsRequestV1(ProductFundsEvents.payoutRequested, { ...c2c, step: 'payout' })).toThrow(ContractViolation);
  });
  it('answers each step by what it did', () => {
    expect(productFundsRequestType('release')).toBe(ProductFundsEvents.releaseRequested);
    expect(productFundsAnswerType('hold', false)).toBe(ProductFundsEvents.held);
    expect(productFundsAnswerType('payment', true)).toBe(ProductFundsEvents.refused);
    expect(productFundsAnswerType('payment', false)).toBe(ProductFundsEvents.settled);
    expect(productFundsAnswerType('payout', false)).toBe(ProductFundsEvents.released);
    const answer = { step: 'hold', kind: 'earn', referenceId: 'order-1', customerId: 'c1', stepId: 'earn-order-1', reason: null, at: hold.at };
    expect(parseProductFundsAnswerV1(ProductFundsEvents.held, answer)).toEqual(answer);
    expect(() => parseProductFundsAnswerV1(ProductFundsEvents.held, { ...answer, reason: 3 })).toThrow(ContractViolation);
  });
});

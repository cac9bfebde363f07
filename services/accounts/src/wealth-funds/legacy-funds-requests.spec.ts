import { EarnFundsEvents, EtfFundsEvents, LoanFundsEvents, SubscriptionEvents } from '@meridian/contracts';
import { LEGACY_FUNDS_REQUESTS } from './legacy-funds-requests';

const at = '2026-11-27T00:00:00.000Z';
const read = (type: string, data: unknown) => LEGACY_FUNDS_REQUESTS[type]!(data);

describe('requests sent before the product funds contract', () => {
  it('are carried out as the step they stood for, with the same ids, accounts and memos', () => {
    expect(read(EarnFundsEvents.holdRequested, { orderId: 'o1', customerId: 'c1', coin: 'USDT', amount: '100', at })).toEqual({
      step: 'hold', kind: 'earn', referenceId: 'o1', customerId: 'c1', asset: 'USDT', amount: '100', stepId: 'earn-o1', platformAccount: 'earn-payouts', memo: 'Earn custody', refusal: 'earn.insufficientBalance', at,
    });
    expect(read(EarnFundsEvents.yieldDue, { orderId: 'o1', customerId: 'c1', day: 3, coin: 'USDT', amount: '0.5', entryId: 'earn-yield-o1-3', at })).toMatchObject({
      step: 'payout', stepId: 'earn-yield-o1-3', memo: 'Earn yield, day 3',
    });
    expect(read(EarnFundsEvents.principalReleased, { orderId: 'o1', customerId: 'c1', coin: 'USDT', amount: '100', penalty: '0', at })).toMatchObject({
      step: 'release', share: '0', stepId: 'earn-o1', memo: 'Earn order ended',
    });
    expect(read(EarnFundsEvents.principalReleased, { orderId: 'o1', customerId: 'c1', coin: 'USDT', amount: '100', penalty: '5', at })).toMatchObject({ share: '5', memo: 'Earn redemption' });
    const etf = { fundId: 'etf-low', tradeId: 't1', customerId: 'c1', coin: 'USDT', amount: '10', entryId: 'etf-buy-t1', at };
    expect(read(EtfFundsEvents.purchaseRequested, etf)).toMatchObject({ step: 'payment', payer: 'wallet', referenceId: 'etf-low', stepId: 'etf-buy-t1', platformAccount: 'etf-funds', memo: 'ETF purchase' });
    expect(read(EtfFundsEvents.saleDue, { ...etf, entryId: 'etf-sale-t1' })).toMatchObject({ step: 'payout', stepId: 'etf-sale-t1', memo: 'ETF sale' });
    const loan = { loanId: 'l1', customerId: 'c1', coin: 'USDT', amount: '50', entryId: 'loan-repayment-r1', at };
    expect(read(LoanFundsEvents.repaymentRequested, loan)).toMatchObject({ step: 'payment', payer: 'wallet', refusal: 'loans.insufficientBalance', memo: 'Loan repayment' });
    expect(read(LoanFundsEvents.repaidOffPlatform, loan)).toMatchObject({ step: 'payment', payer: 'bank', memo: 'Loan repayment by bank transfer' });
    expect(read(LoanFundsEvents.disbursementDue, { ...loan, entryId: 'loan-disbursement-l1' })).toMatchObject({ step: 'payout', platformAccount: 'loan-book', memo: 'Loan disbursement' });
    expect(read(SubscriptionEvents.holdRequested, { subscriptionId: 's1', customerId: 'c1', amount: '101', at })).toMatchObject({
      step: 'hold', stepId: 'sub-s1', memo: 'New-coin subscription', refusal: 'subscription.insufficientUsdt',
    });
    expect(read(SubscriptionEvents.settled, { subscriptionId: 's1', customerId: 'c1', amount: '0', held: '101', at })).toMatchObject({
      step: 'settle', amount: '101', share: '0', memo: 'Subscription not allotted', platformAccount: 'subscription-proceeds',
    });
    expect(read(SubscriptionEvents.coinsReleased, { subscriptionId: 's1', customerId: 'c1', symbol: 'NOVA', quantity: '40', entryId: 'subscription-release-s1', at })).toMatchObject({
      step: 'payout', asset: 'NOVA', amount: '40', platformAccount: 'coin-issuance', memo: 'NOVA released after the lock-up',
    });
  });
});

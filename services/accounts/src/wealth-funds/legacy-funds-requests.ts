import {
  EarnFundsEvents,
  earnHoldId,
  EtfFundsEvents,
  LoanFundsEvents,
  parseEarnHoldRequestedV1,
  parseEarnPrincipalReleasedV1,
  parseEarnYieldDueV1,
  parseEtfMoneyV1,
  parseLoanMoneyV1,
  parseSubscribedCoinsReleasedV1,
  parseSubscriptionMoneyV1,
  parseSubscriptionSettledV1,
  SubscriptionEvents,
  subscriptionHoldId,
  type ProductFundsRequestV1,
} from '@meridian/contracts';
import { Decimal } from '@meridian/money';

type Upcast = (data: unknown) => ProductFundsRequestV1;

const isZero = (amount: string) => Decimal.parse(amount).isZero();

/**
 * The requests products sent before `ProductFunds*` (version 1 of earn, ETF, loan and subscription
 * funds), read as the product funds request they stand for, so a message still in an outbox or inbox
 * is carried out as before: same hold and entry ids, same accounts, same memos. Accepted for one
 * version; nothing sends them any more.
 */
export const LEGACY_FUNDS_REQUESTS: Record<string, Upcast> = {
  [EarnFundsEvents.holdRequested]: (data) => {
    const { orderId, customerId, amount, at } = parseEarnHoldRequestedV1(data);
    const base = { kind: 'earn', referenceId: orderId, customerId, asset: 'USDT', amount, stepId: earnHoldId(orderId), platformAccount: 'earn-payouts', at } as const;
    return { ...base, step: 'hold', memo: 'Earn custody', refusal: 'earn.insufficientBalance' };
  },
  [EarnFundsEvents.yieldDue]: (data) => {
    const { orderId, customerId, amount, entryId, day, at } = parseEarnYieldDueV1(data);
    return { step: 'payout', kind: 'earn', referenceId: orderId, customerId, asset: 'USDT', amount, stepId: entryId, platformAccount: 'earn-payouts', memo: `Earn yield, day ${day}`, at };
  },
  [EarnFundsEvents.principalReleased]: (data) => {
    const { orderId, customerId, amount, penalty, at } = parseEarnPrincipalReleasedV1(data);
    const memo = isZero(penalty) ? 'Earn order ended' : 'Earn redemption';
    return { step: 'release', kind: 'earn', referenceId: orderId, customerId, asset: 'USDT', amount, share: penalty, stepId: earnHoldId(orderId), platformAccount: 'earn-payouts', memo, at };
  },
  [EtfFundsEvents.purchaseRequested]: (data) => {
    const { fundId, customerId, amount, entryId, at } = parseEtfMoneyV1(EtfFundsEvents.purchaseRequested, data);
    const base = { kind: 'etf', referenceId: fundId, customerId, asset: 'USDT', amount, stepId: entryId, platformAccount: 'etf-funds', at } as const;
    return { ...base, step: 'payment', payer: 'wallet', memo: 'ETF purchase', refusal: 'earn.insufficientBalance' };
  },
  [EtfFundsEvents.saleDue]: (data) => {
    const { fundId, customerId, amount, entryId, at } = parseEtfMoneyV1(EtfFundsEvents.saleDue, data);
    return { step: 'payout', kind: 'etf', referenceId: fundId, customerId, asset: 'USDT', amount, stepId: entryId, platformAccount: 'etf-funds', memo: 'ETF sale', at };
  },
  [LoanFundsEvents.disbursementDue]: (data) => {
    const { loanId, customerId, amount, entryId, at } = parseLoanMoneyV1(LoanFundsEvents.disbursementDue, data);
    return { step: 'payout', kind: 'loan', referenceId: loanId, customerId, asset: 'USDT', amount, stepId: entryId, platformAccount: 'loan-book', memo: 'Loan disbursement', at };
  },
  [LoanFundsEvents.repaymentRequested]: (data) => {
    const { loanId, customerId, amount, entryId, at } = parseLoanMoneyV1(LoanFundsEvents.repaymentRequested, data);
    const base = { kind: 'loan', referenceId: loanId, customerId, asset: 'USDT', amount, stepId: entryId, platformAccount: 'loan-book', at } as const;
    return { ...base, step: 'payment', payer: 'wallet', memo: 'Loan repayment', refusal: 'loans.insufficientBalance' };
  },
  [LoanFundsEvents.repaidOffPlatform]: (data) => {
    const { loanId, customerId, amount, entryId, at } = parseLoanMoneyV1(LoanFundsEvents.repaidOffPlatform, data);
    const base = { kind: 'loan', referenceId: loanId, customerId, asset: 'USDT', amount, stepId: entryId, platformAccount: 'loan-book', at } as const;
    return { ...base, step: 'payment', payer: 'bank', memo: 'Loan repayment by bank transfer', refusal: 'loans.insufficientBalance' };
  },
  [SubscriptionEvents.holdRequested]: (data) => {
    const { subscriptionId, customerId, amount, at } = parseSubscriptionMoneyV1(SubscriptionEvents.holdRequested, data);
    const base = { kind: 'subscription', referenceId: subscriptionId, customerId, asset: 'USDT', amount, stepId: subscriptionHoldId(subscriptionId), platformAccount: 'subscription-proceeds', at } as const;
    return { ...base, step: 'hold', memo: 'New-coin subscription', refusal: 'subscription.insufficientUsdt' };
  },
  [SubscriptionEvents.settled]: (data) => {
    const { subscriptionId, customerId, amount, held, at } = parseSubscriptionSettledV1(data);
    const memo = isZero(amount) ? 'Subscription not allotted' : 'New-coin subscription allotted';
    const base = { kind: 'subscription', referenceId: subscriptionId, customerId, asset: 'USDT', stepId: subscriptionHoldId(subscriptionId), platformAccount: 'subscription-proceeds', at } as const;
    return { ...base, step: 'settle', amount: held, share: amount, memo };
  },
  [SubscriptionEvents.coinsReleased]: (data) => {
    const { subscriptionId, customerId, symbol, quantity, entryId, at } = parseSubscribedCoinsReleasedV1(data);
    const base = { kind: 'subscription', referenceId: subscriptionId, customerId, asset: symbol, amount: quantity, stepId: entryId, platformAccount: 'coin-issuance', at } as const;
    return { ...base, step: 'payout', memo: `${symbol} released after the lock-up` };
  },
};

/** The consumers that read them, by their inbox names (kept, so their checkpoints carry on). */
export const LEGACY_FUNDS_CONSUMERS = [
  { consumer: 'accounts.earn-funds', types: [EarnFundsEvents.holdRequested, EarnFundsEvents.yieldDue, EarnFundsEvents.principalReleased] },
  { consumer: 'accounts.etf-funds', types: [EtfFundsEvents.purchaseRequested, EtfFundsEvents.saleDue] },
  { consumer: 'accounts.loan-funds', types: [LoanFundsEvents.disbursementDue, LoanFundsEvents.repaymentRequested, LoanFundsEvents.repaidOffPlatform] },
] as const;

/** Read by the issued coins' consumer, which keeps the subscription funds' inbox name for `SubscriptionCoinIssued`. */
export const LEGACY_SUBSCRIPTION_FUNDS_TYPES = [SubscriptionEvents.holdRequested, SubscriptionEvents.settled, SubscriptionEvents.coinsReleased] as const;

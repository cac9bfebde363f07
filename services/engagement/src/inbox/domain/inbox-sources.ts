import type { C2cOrderChangedV1, CustomerUpdatedV1, LoanDueNoticedV1, OptionSettledV1, PositionLiquidatedV1 } from '@meridian/contracts';
import type { InboxKind } from './inbox-kinds';
import type { InboxParams } from './inbox.decider';

/** A message to deliver to one customer, before it has its id (derived from the bus message that caused it). */
export interface InboxDraft {
  customerId: string;
  kind: InboxKind;
  params: InboxParams;
  /** What makes it once, when not the bus message and its place in it (a withdrawal's id). */
  key?: string;
}

/**
 * What accounts' and kyc's `CustomerUpdated` say that a customer should be written to about. A deposit
 * or withdrawal approval is told only when it is the final one the review needs (`final`: under four
 * eyes the first approval moves no money), once per deposit or withdrawal; a rejection and a
 * verification decided are told at once.
 */
export function draftsFromCustomerUpdate(message: CustomerUpdatedV1): InboxDraft[] {
  const drafts: InboxDraft[] = [];
  for (const update of message.updates) {
    const { customerId } = update;
    for (const deposit of update.deposits) {
      if (deposit.type === 'DepositApproved' && deposit.final !== false)
        drafts.push({ customerId, kind: 'depositCredited', params: { id: deposit.id }, key: `depositCredited:${deposit.id}` });
      if (deposit.type === 'DepositRejected') drafts.push({ customerId, kind: 'depositRejected', params: { id: deposit.id } });
    }
    for (const withdrawal of update.withdrawals) {
      if (withdrawal.type === 'WithdrawalApproved' && withdrawal.final !== false)
        drafts.push({ customerId, kind: 'withdrawalApproved', params: { id: withdrawal.id }, key: `withdrawalApproved:${withdrawal.id}` });
      if (withdrawal.type === 'WithdrawalRejected') drafts.push({ customerId, kind: 'withdrawalRejected', params: { id: withdrawal.id } });
    }
    for (const verification of update.verifications ?? []) {
      if (verification.status === 'approved') drafts.push({ customerId, kind: 'verificationApproved', params: { tier: verification.tier } });
      if (verification.status === 'rejected') drafts.push({ customerId, kind: 'verificationRejected', params: { tier: verification.tier } });
    }
  }
  return drafts;
}

const C2C_KINDS: Record<C2cOrderChangedV1['notice'], InboxKind> = {
  matched: 'c2cMatched',
  reminder: 'c2cReminder',
  extended: 'c2cExtended',
  completed: 'c2cCompleted',
  expired: 'c2cExpired',
  rejected: 'c2cRejected',
};

/** What the C2C service tells a customer about their order. */
export function draftFromC2cOrder(message: C2cOrderChangedV1): InboxDraft {
  const { customerId, orderId, amount, fiat, fiatAmount, reason } = message;
  return { customerId, kind: C2C_KINDS[message.notice], params: { orderId, amount, fiat, fiatAmount, ...(reason ? { reason } : {}) } };
}

/** A decimal without trailing zeros: `185.000000` is `185`, `0.500000` is `0.5`. */
const plain = (amount: string) => (amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount);

const OPTION_KINDS: Record<OptionSettledV1['result'], InboxKind> = { win: 'optionWon', loss: 'optionLost', tie: 'optionRefunded', refunded: 'optionRefunded' };

/** An option settled by trading: won (with what came back), lost, or its stake returned (a tie, or no tick to settle it on). Once per option. */
export function draftFromOptionSettled(message: OptionSettledV1): InboxDraft {
  const { customerId, optionId, symbol, direction, amount, payout, outcomeId } = message;
  return { customerId, kind: OPTION_KINDS[message.result], params: { optionId, symbol, direction, amount: plain(amount), payout: plain(payout) }, key: outcomeId };
}

/** A position trading liquidated. Once per position. */
export function draftFromLiquidation(message: PositionLiquidatedV1): InboxDraft {
  const { customerId, positionId, symbol, side, lots, price, outcomeId } = message;
  return { customerId, kind: 'positionLiquidated', params: { positionId, symbol, side, lots: plain(lots), price: plain(price) }, key: outcomeId };
}

/** A loan due within 24 hours, or overdue. Once per loan, notice and due date. */
export function draftFromLoanNotice(message: LoanDueNoticedV1): InboxDraft {
  const { customerId, loanId, dueAt, owed, noticeId } = message;
  return { customerId, kind: message.notice === 'overdue' ? 'loanOverdue' : 'loanDueSoon', params: { loanId, dueAt, owed: plain(owed) }, key: noticeId };
}

/** A daily sign-in reward paid into the funding account. */
export const draftFromRewardPaid = (customerId: string, amount: string, day: number): InboxDraft => ({
  customerId,
  kind: 'rewardPaid',
  params: { amount: amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount, day: String(day) },
});

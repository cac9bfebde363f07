import { words, type MessageKey, type Words } from '@meridian/http';
import { accountTypeOfKind, isAccountType } from '../catalogue/account-types';

/**
 * What an account record is and what it was about, as catalogue words: the API writes them in the
 * reader's language (`records.query.ts`). The ledger's memos are the auditors' notes, recorded in the
 * events and never rewritten (DESIGN.md 3.9); a customer reads these words instead, which name the
 * coin, market or account and never an id.
 */
export interface RecordWords {
  /** A stable code of what kind of movement it is: `deposit`, `transfer_in`, `earn_yield`, ... */
  type: string;
  title: Words;
  description: Words | null;
}

/** The title of each record type; a type not listed here reads as an account movement. */
const TITLES: Record<string, MessageKey> = {
  deposit: 'record.deposit',
  withdrawal: 'record.withdrawal',
  withdrawal_refund: 'record.withdrawalRefund',
  transfer_in: 'record.transferIn',
  transfer_out: 'record.transferOut',
  demo_grant: 'record.demoGrant',
  earn_custody: 'record.earnCustody',
  earn_yield: 'record.earnYield',
  earn_redemption: 'record.earnRedemption',
  earn_maturity: 'record.earnMaturity',
  subscription_hold: 'record.subscriptionHold',
  subscription_refund: 'record.subscriptionRefund',
  subscription_release: 'record.subscriptionRelease',
  loan_disbursement: 'record.loanDisbursement',
  loan_repayment: 'record.loanRepayment',
  etf_purchase: 'record.etfPurchase',
  etf_sale: 'record.etfSale',
  hold: 'record.hold',
  hold_release: 'record.holdRelease',
  adjustment: 'record.adjustment',
  c2c_purchase: 'record.c2cPurchase',
  sign_in_reward: 'record.signInReward',
  referral_commission: 'record.referralCommission',
  referral_clawback: 'record.referralClawback',
  spot_order: 'record.spotOrder',
  spot_order_refund: 'record.spotOrderRefund',
  spot_trade: 'record.spotTrade',
  margin: 'record.margin',
  margin_return: 'record.marginReturn',
  open_fee: 'record.openFee',
  close_fee: 'record.closeFee',
  realized_pnl: 'record.realizedPnl',
  financing: 'record.financing',
  liquidation: 'record.liquidation',
  option_stake: 'record.optionStake',
  option_fee: 'record.optionFee',
  option_payout: 'record.optionPayout',
  option_loss: 'record.optionLoss',
  option_refund: 'record.optionRefund',
};

/** Every type a record may have, for the API's description. */
export const RECORD_TYPES = Object.keys(TITLES);

const ACCOUNT_NAMES = {
  bba: 'accountName.bba',
  bb: 'accountName.bb',
  hy: 'accountName.hy',
  hya: 'accountName.hya',
  jg: 'accountName.jg',
  jg1: 'accountName.jg1',
} as const satisfies Record<string, MessageKey>;

/** An account type (`bba`) or ledger kind (`funding`) as the account's name; anything else as it came. */
export function accountName(typeOrKind: string): Words | string {
  const type = isAccountType(typeOrKind) ? typeOrKind : accountTypeOfKind(typeOrKind);
  return type ? words(ACCOUNT_NAMES[type]) : typeOrKind;
}

const record = (type: string, description: Words | null = null): RecordWords => ({
  type,
  title: words(TITLES[type] ?? 'record.other'),
  description,
});

/** `id:rest` split at its first colon; an id without one is all kind. */
function split(entryId: string): [string, string] {
  const at = entryId.indexOf(':');
  return at < 0 ? [entryId, ''] : [entryId.slice(0, at), entryId.slice(at + 1)];
}

export interface CoinNames {
  /** `NOVA` -> `Nova Coin (NOVA)`: how the record names a coin. */
  coin(code: string): string;
}

/**
 * A movement of the funding ledger, from the id of the entry that made it and its memo. Entry ids
 * name their cause (`deposit:<id>`, `hold-placed:withdrawal-<id>`, `earn-yield-<order>-<day>`,
 * `subscription-release-<id>`); memos written by code give the coin, chain, accounts or day.
 */
export function describeLedgerEntry(entryId: string, memo: string, minorAmount: string, names: CoinNames): RecordWords {
  const [kind, subject] = split(entryId);
  const outgoing = minorAmount.startsWith('-');
  switch (kind) {
    case 'deposit': {
      const deposit = /^Deposit (\S+) (\S+)$/.exec(memo);
      return record('deposit', deposit ? words('record.depositOn', { coin: deposit[1]!, chain: deposit[2]! }) : null);
    }
    case 'transfer':
    case 'legacy-trading-account': {
      const transfer = /^Transfer (\S+) → (\S+)$/.exec(memo);
      return record(
        outgoing ? 'transfer_out' : 'transfer_in',
        transfer ? words('record.transferBetween', { from: accountName(transfer[1]!), to: accountName(transfer[2]!) }) : null,
      );
    }
    case 'demo-funding':
      return record('demo_grant', words('record.demoFunding'));
    case 'hold-placed':
      if (subject.startsWith('withdrawal-')) return record('withdrawal', words('record.withdrawalHeld'));
      if (subject.startsWith('earn-')) return record('earn_custody', words('record.earnPrincipalHeld'));
      if (subject.startsWith('sub-')) return record('subscription_hold', words('record.subscriptionFrozen'));
      return record('hold');
    case 'hold-voided': {
      if (subject.startsWith('withdrawal-')) {
        // The reason is the staff member's own words, shown as written; the sentence around it is translated.
        const reason = /^Withdrawal rejected: ([\s\S]*\S)\s*$/.exec(memo)?.[1];
        return record('withdrawal_refund', reason ? words('record.withdrawalRejected', { reason }) : words('record.withdrawalReturned'));
      }
      if (subject.startsWith('earn-')) return record('earn_maturity', words('record.earnEnded'));
      if (subject.startsWith('sub-')) return record('subscription_refund', words('record.subscriptionNotAllotted'));
      return record('hold_release');
    }
    case 'hold-posted':
      if (subject.startsWith('earn-')) return record('earn_redemption', words('record.earnRedeemed'));
      if (subject.startsWith('sub-')) return record('subscription_refund', words('record.subscriptionAllotted'));
      // A C2C order completed: the inventory's hold paid to the customer (services/c2c).
      if (subject.startsWith('c2c-')) return record('c2c_purchase', words('record.c2cBought'));
      return record('hold_release');
  }
  // Entry ids written by other services' requests: `<cause>-<id>`.
  if (entryId.startsWith('earn-yield-')) {
    const day = /day (\d+)$/.exec(memo)?.[1] ?? /-(\d+)$/.exec(entryId)?.[1];
    return record('earn_yield', day ? words('record.earnYieldDay', { day }) : null);
  }
  if (entryId.startsWith('subscription-release-')) {
    const symbol = /^(\S+) released after the lock-up$/.exec(memo)?.[1];
    return record('subscription_release', symbol ? words('record.coinsReleased', { coin: names.coin(symbol) }) : null);
  }
  if (entryId.startsWith('loan-disbursement-')) return record('loan_disbursement', words('record.loanPaidOut'));
  if (entryId.startsWith('loan-repayment-')) return record('loan_repayment', words('record.loanRepaid'));
  if (entryId.startsWith('etf-buy-')) return record('etf_purchase', words('record.etfBought'));
  if (entryId.startsWith('etf-sale-')) return record('etf_sale', words('record.etfSold'));
  // Engagement's payouts (services/engagement: rewards/sign-in.messages.ts, referral/referral.messages.ts).
  if (entryId.startsWith('sign-in-reward-')) return record('sign_in_reward', words('record.signInRewardPaid'));
  if (entryId.startsWith('referral-commission-')) return record('referral_commission', words('record.referralCommissionPaid'));
  if (entryId.startsWith('referral-clawback-')) return record('referral_clawback', words('record.referralCommissionTakenBack'));
  return record('adjustment');
}

/** What a trading core's record points at: the order's market and side, the position's or option's instrument. */
export interface CoreRecordSubject {
  symbol?: string | null;
  side?: string | null;
}

/** `BTCUSDT` -> `BTC/USDT`. */
const marketOf = (symbol: string) => (symbol.endsWith('USDT') && symbol.length > 4 ? `${symbol.slice(0, -4)}/USDT` : symbol);

/** A movement of a spot, contract, futures or option account, kept by the trading core that owns it. */
export function describeCoreRecord(type: string, account: string, subject: CoreRecordSubject): RecordWords {
  if (type === 'transfer_in') return record(type, words('record.transferInto', { account: accountName(account) }));
  if (type === 'transfer_out') return record(type, words('record.transferOutOf', { account: accountName(account) }));
  const { symbol, side } = subject;
  if (!symbol) return record(type);
  if (type.startsWith('spot_')) {
    if (side === 'buy') return record(type, words('record.spotBuyOrder', { market: marketOf(symbol) }));
    if (side === 'sell') return record(type, words('record.spotSellOrder', { market: marketOf(symbol) }));
    return record(type);
  }
  if (type.startsWith('option_')) return record(type, words('record.optionOn', { symbol }));
  if (side === 'long') return record(type, words('record.longPosition', { symbol }));
  if (side === 'short') return record(type, words('record.shortPosition', { symbol }));
  return record(type);
}

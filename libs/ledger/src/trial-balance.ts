import { Money } from '@meridian/money';
import { holdAccount, mayGoNegative, parseAccount } from './account-name';
import type { LedgerState } from './ledger.state';

export type TrialBalanceInput = Pick<LedgerState, 'balances'> & Partial<Pick<LedgerState, 'holds'>>;

export interface TrialBalance {
  /** Per asset code (sorted), the sum over every account: zero when the books balance. */
  readonly totals: readonly Money[];
  /** Accounts below zero that may not be (customers', holds, platform accounts not standing for outside money): there must be none. */
  readonly negativeAccounts: readonly { account: string; balance: Money }[];
  /** Hold accounts that do not hold exactly what the hold says (pending: its amount; any other: zero). */
  readonly holdMismatches: readonly { holdId: string; expected: Money; actual: Money }[];
  readonly balanced: boolean;
}

/**
 * The auditor's ledger check. It takes balances and holds rather than one service's state, so the
 * auditor can merge the ledgers of every service and check the platform as a whole.
 */
export function trialBalance(state: TrialBalanceInput): TrialBalance {
  const totals = new Map<string, Money>();
  const negativeAccounts: { account: string; balance: Money }[] = [];
  for (const [account, balance] of state.balances) {
    const code = balance.asset.code;
    totals.set(code, (totals.get(code) ?? Money.zero(balance.asset)).add(balance));
    if (balance.isNegative() && !mayGoNegative(parseAccount(account))) negativeAccounts.push({ account, balance });
  }
  const holdMismatches: { holdId: string; expected: Money; actual: Money }[] = [];
  for (const hold of state.holds?.values() ?? []) {
    const actual = state.balances.get(holdAccount(hold.holdId, hold.amount.asset)) ?? Money.zero(hold.amount.asset);
    if (!actual.equals(hold.amount)) holdMismatches.push({ holdId: hold.holdId, expected: hold.amount, actual });
  }
  if (state.holds !== undefined) {
    for (const [account, balance] of state.balances) {
      const parsed = parseAccount(account);
      if (parsed.type === 'hold' && !state.holds.has(parsed.holdId))
        holdMismatches.push({ holdId: parsed.holdId, expected: Money.zero(balance.asset), actual: balance });
    }
  }
  const sortedTotals = [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, total]) => total);
  return {
    totals: sortedTotals,
    negativeAccounts: negativeAccounts.sort((a, b) => (a.account < b.account ? -1 : 1)),
    holdMismatches,
    balanced: sortedTotals.every((total) => total.isZero()) && negativeAccounts.length === 0 && holdMismatches.length === 0,
  };
}

import type { Money } from '@meridian/money';

/**
 * One line of a journal entry. Sign convention: a positive amount is a credit, it increases that
 * account's balance; a negative amount is a debit, it decreases it. A user's balance is what the
 * platform owes them, so a deposit is `user:…:funding:USDT +100` against `platform:treasury:USDT -100`.
 */
export interface Posting {
  readonly account: string;
  readonly amount: Money;
}

/** A movement of money: postings that balance per asset. `at` is passed in, never read from a clock. */
export interface JournalEntry {
  readonly id: string;
  readonly postings: readonly Posting[];
  readonly memo: string;
  readonly at: string;
  readonly correlationId?: string;
}

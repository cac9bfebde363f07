// docs/api.md, "Funding" -> "Back office": the auditor's two calls.

// Every journal the check reads: the funding ledger and the trading cores (spot, contract).
export type LedgerName = 'funding' | 'spot' | 'contract';

export type LedgerAssetTotal = {
  asset: string;
  total: string;
  balanced: boolean;
  // The same sum per journal, and what sits in the clearing accounts between them (a transfer under way).
  by_ledger?: Partial<Record<LedgerName, string>>;
  in_flight?: string;
};

export type LedgerCheck = {
  assets: LedgerAssetTotal[];
  negative_accounts: unknown[] | number;
  holds_resolved_twice: unknown[] | number;
  chain_breaks: unknown[] | number;
  checked_events: number | string;
  ok: boolean;
  // Also sent by the accounts service today, shown when present.
  read_model_mismatches?: unknown[];
  // A live trading core that differs from its events, and core events whose postings do not balance.
  core_mismatches?: unknown[];
  unbalanced_events?: unknown[];
  ledgers?: { ledger: LedgerName; events: number; accounts: number }[];
  checked_at?: string;
};

export type Posting = { account?: string; asset?: string; coin?: string; amount?: string; [key: string]: unknown };

export type ReplayedEvent = {
  ledger?: LedgerName;
  position: string | number;
  time: string;
  type: string;
  memo?: string;
  postings?: Posting[] | unknown;
};

// `ledger` absent: the funding ledger's.
export type ReplayedBalance = { account: string; coin?: string; asset?: string; balance: string; ledger?: LedgerName };

export type AccountReplay = {
  at: string;
  events: ReplayedEvent[];
  balances: ReplayedBalance[];
  // null when the moment is in the past: the read model and the live cores only show the present.
  matches_read_model: boolean | null;
};

const LEDGER_ORDER: LedgerName[] = ['funding', 'spot', 'contract'];

/** The journals the check read, in a fixed order: the columns of its totals per asset. */
export function ledgerColumns(check: Pick<LedgerCheck, 'assets' | 'ledgers'>): LedgerName[] {
  const named = new Set<LedgerName>([...(check.ledgers ?? []).map((l) => l.ledger), ...check.assets.flatMap((a) => Object.keys(a.by_ledger ?? {}) as LedgerName[])]);
  return LEDGER_ORDER.filter((ledger) => named.has(ledger));
}

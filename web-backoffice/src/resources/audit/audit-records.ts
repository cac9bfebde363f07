// docs/api.md, "Funding" -> "Back office": the auditor's two calls.

export type LedgerAssetTotal = { asset: string; total: string; balanced: boolean };

export type LedgerCheck = {
  assets: LedgerAssetTotal[];
  negative_accounts: unknown[] | number;
  holds_resolved_twice: unknown[] | number;
  chain_breaks: unknown[] | number;
  checked_events: number | string;
  ok: boolean;
  // Also sent by the accounts service today, shown when present.
  read_model_mismatches?: unknown[];
  checked_at?: string;
};

export type Posting = { account?: string; asset?: string; coin?: string; amount?: string; [key: string]: unknown };

export type ReplayedEvent = {
  position: string | number;
  time: string;
  type: string;
  memo?: string;
  postings?: Posting[] | unknown;
};

export type ReplayedBalance = { account: string; coin?: string; asset?: string; balance: string };

export type AccountReplay = {
  at: string;
  events: ReplayedEvent[];
  balances: ReplayedBalance[];
  // null when the moment is in the past: the read model only shows the present.
  matches_read_model: boolean | null;
};

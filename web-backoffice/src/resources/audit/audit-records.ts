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

// `GET /audit/spot/:customerId/replay`: the spot account, from the trading core's events.
export type SpotReplay = {
  at: string;
  events: ReplayedEvent[];
  balances: { coin: string; available: string; frozen: string }[];
  matches_live_core: boolean | null;
};

/**
 * One replay of every account the customer has: the ledger's, and the spot account the trading core
 * keeps (its available balance on the customer's spot account, its frozen part on the orders' holds).
 */
export function withSpotAccount(ledger: AccountReplay, spot: SpotReplay, customerId: string): AccountReplay {
  const spotRows = spot.balances.flatMap((b) => [
    { account: `user:${customerId}:spot:${b.coin}`, coin: b.coin, balance: b.available },
    { account: `hold:spot-orders:${b.coin}`, coin: b.coin, balance: b.frozen },
  ]);
  const events = [...ledger.events, ...spot.events].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  const compared = [ledger.matches_read_model, spot.matches_live_core];
  const matches = compared.some((m) => m === null || m === undefined) ? null : compared.every(Boolean);
  return { at: ledger.at, events, balances: [...ledger.balances, ...spotRows], matches_read_model: matches };
}

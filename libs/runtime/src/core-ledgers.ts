import { postInternal } from './internal-http';

/** The trading cores whose journals sit beside the funding ledger: spot (`bb`) and contract (`hy`, `hya`, `jg`, `jg1`). */
export type CoreName = 'spot' | 'contract';

/** One core's journal as the auditor reads it: every account's balance recomputed from the core's own events. */
export interface CoreLedgerReport {
  core: CoreName;
  events: number;
  /** Every account the core's postings touched, with its replayed balance (a decimal string in its asset). */
  accounts: { account: string; asset: string; balance: string }[];
  /** Versions of the core's events whose own postings do not sum to zero per asset. */
  unbalanced: number[];
  /** Accounts whose replayed balance differs from the live core's. */
  mismatched: string[];
}

/** One posting of a customer's core account, as the replay lists it. */
export interface CoreReplayPosting {
  account: string;
  coin: string;
  amount: string;
}

/** A customer's accounts in one core, rebuilt from the core's events up to a moment. */
export interface CoreAccountReplay {
  core: CoreName;
  at: string;
  events: { position: string; version: number; time: string; type: string; postings: CoreReplayPosting[] }[];
  /** Every account of theirs the core keeps, and the holds of their open orders, positions and options. */
  balances: { account: string; coin: string; balance: string }[];
  /** Up to now, whether the replay equals the live core; null for a moment in the past. */
  matches_live_core: boolean | null;
}

/**
 * The trading cores own the spot, contract, option and futures accounts (DESIGN.md section 5); the
 * auditor's ledger check and account replay, which accounts serves, read them through this port: in
 * process, or over `/internal/v1/audit` in the distributed profile.
 */
export interface CoreLedgers {
  check(): Promise<CoreLedgerReport[]>;
  /** `at` absent: as of now, compared with the live cores. */
  replay(customerId: string, at?: string): Promise<CoreAccountReplay[]>;
}

export const CORE_LEDGERS = Symbol('CORE_LEDGERS');

/** The cores' journals in another process (the distributed profile). */
export class HttpCoreLedgers implements CoreLedgers {
  constructor(
    private readonly tradingUrl: string,
    private readonly internalToken: string,
  ) {}

  async check(): Promise<CoreLedgerReport[]> {
    return (await postInternal<{ items: CoreLedgerReport[] }>(this.tradingUrl, this.internalToken, '/internal/v1/audit/core-ledgers', {}, 120_000)).items;
  }

  async replay(customerId: string, at?: string): Promise<CoreAccountReplay[]> {
    return (await postInternal<{ items: CoreAccountReplay[] }>(this.tradingUrl, this.internalToken, '/internal/v1/audit/core-replay', { customerId, at }, 60_000)).items;
  }
}

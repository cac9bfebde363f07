import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { verifyHashChains, type EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { decodeLedgerEvent, journalEntryOf, mayGoNegative, parseAccount } from '@meridian/ledger';
import { EVENT_STORE, PG_POOL, CLOCK, type Clock } from '@meridian/runtime';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';
import { formatMinor } from '../amounts';
import { customerLedgerDecider, ledgerStream } from '../ledger/customer-ledger';

interface LedgerEventRow {
  stream_id: string;
  event_type: string;
  data: unknown;
}

/**
 * The auditor's view, computed from the events themselves rather than from the read models: the
 * books balance when every asset sums to zero over all accounts, no customer or hold account is
 * negative, no hold was resolved twice, and every stream's hash chain is intact.
 */
@Injectable()
export class LedgerAuditService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async ledgerCheck() {
    // The events and the read model are read in one snapshot: an entry committed between two
    // separate reads would show as a mismatch that is not there.
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<LedgerEventRow>(`SELECT stream_id, event_type, data FROM events WHERE stream_id LIKE 'ledger-%' ORDER BY global_position`);
      const readModel = await client.query<{ account: string; balance: string }>('SELECT account, balance::text AS balance FROM ledger_balances');
      await client.query('COMMIT');
      return await this.checkLedger(rows, readModel.rows);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async checkLedger(rows: LedgerEventRow[], readModelRows: { account: string; balance: string }[]) {
    const balances = new Map<string, bigint>();
    const resolutions = new Map<string, number>();
    for (const row of rows) {
      const event = decodeLedgerEvent({ type: row.event_type, data: row.data }, FUNDING_ASSETS);
      if (event.type === 'HoldPosted' || event.type === 'HoldVoided') resolutions.set(event.data.holdId, (resolutions.get(event.data.holdId) ?? 0) + 1);
      for (const posting of journalEntryOf(event).postings) balances.set(posting.account, (balances.get(posting.account) ?? 0n) + posting.amount.minor);
    }
    const totals = new Map<string, bigint>();
    for (const [account, minor] of balances) {
      const asset = parseAccount(account).asset;
      totals.set(asset, (totals.get(asset) ?? 0n) + minor);
    }
    const negative = [...balances].filter(([account, minor]) => minor < 0n && !mayGoNegative(parseAccount(account))).map(([account, minor]) => ({ account, balance: formatMinor(parseAccount(account).asset, minor) }));
    const twice = [...resolutions].filter(([, count]) => count > 1).map(([holdId, count]) => ({ holdId, resolutions: count }));
    const mismatches = readModelRows
      .filter((row) => (balances.get(row.account) ?? 0n) !== BigInt(row.balance))
      .map((row) => ({ account: row.account, read_model: row.balance, events: (balances.get(row.account) ?? 0n).toString() }));
    const chains = await verifyHashChains(this.pool);
    const assets = [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([asset, total]) => ({ asset, total: formatMinor(asset, total), balanced: total === 0n }));
    return {
      assets,
      negative_accounts: negative,
      holds_resolved_twice: twice,
      read_model_mismatches: mismatches,
      chain_breaks: chains.breaks,
      checked_events: chains.checked,
      ledger_events: rows.length,
      ok: assets.every((a) => a.balanced) && negative.length === 0 && twice.length === 0 && mismatches.length === 0 && chains.breaks.length === 0,
      checked_at: this.clock.now().toISOString(),
    };
  }

  /** The customer's ledger replayed from its events up to `at`: every movement and the balances then. */
  async replay(customerId: string, atText?: string) {
    const at = atText ? new Date(atText) : this.clock.now();
    if (Number.isNaN(at.getTime())) throw AppError.badInput('field.invalid', { field: 'at' });
    const events = (await this.store.readStream(ledgerStream(customerId))).filter((event) => Date.parse(event.recordedAt) <= at.getTime());
    let state = customerLedgerDecider.initialState();
    const replayed = events.map((event) => {
      state = customerLedgerDecider.evolve(state, { type: event.type, data: event.data } as never);
      const entry = journalEntryOf(decodeLedgerEvent({ type: event.type, data: event.data }, FUNDING_ASSETS));
      return {
        position: event.position.toString(),
        version: event.version,
        time: event.recordedAt,
        type: event.type,
        memo: entry.memo,
        postings: entry.postings.map((p) => ({ account: p.account, amount: p.amount.toString() })),
      };
    });
    const balances = [...state.balances]
      .filter(([account]) => account.startsWith(`user:${customerId}:`) || account.startsWith('hold:'))
      .map(([account, money]) => ({ account, coin: money.asset.code, balance: money.toString() }))
      .sort((a, b) => a.account.localeCompare(b.account));
    const live = await this.pool.query<{ account: string; balance: string }>('SELECT account, balance::text AS balance FROM ledger_balances WHERE customer_id = $1', [customerId]);
    const replayedMinor = new Map([...state.balances].filter(([account]) => account.startsWith('user:')).map(([account, money]) => [account, money.minor]));
    const liveMinor = new Map(live.rows.map((row) => [row.account, BigInt(row.balance)]));
    const accounts = new Set([...replayedMinor.keys(), ...liveMinor.keys()]);
    // Only a replay up to now can be compared with the read model, which shows the present.
    const upToNow = at.getTime() >= this.clock.now().getTime() - 1000;
    const matches = upToNow ? [...accounts].every((account) => (replayedMinor.get(account) ?? 0n) === (liveMinor.get(account) ?? 0n)) : null;
    return { customer_id: customerId, at: at.toISOString(), events: replayed, balances, matches_read_model: matches };
  }
}

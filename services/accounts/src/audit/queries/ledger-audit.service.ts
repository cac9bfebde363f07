import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { inSnapshot } from '@meridian/database';
import { verifyHashChains, type EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { decodeLedgerEvent, journalEntryOf, parseAccount } from '@meridian/ledger';
import { Decimal } from '@meridian/money';
import { CORE_LEDGERS, EVENT_STORE, PG_POOL, CLOCK, type Clock, type CoreLedgerReport, type CoreLedgers } from '@meridian/runtime';
import { FUNDING_ASSETS } from '../../catalogue/asset-catalogue';
import { formatMinor } from '../../amounts';
import { accountsReadModels } from '../../accounts.read-models';
import { customerLedgerDecider, ledgerStream } from '../../ledger/customer-ledger';
import { LedgerBalance } from '../../ledger/read-models/ledger-balance.entity';
import { mayGoBelowZero } from '../domain/below-zero';

interface LedgerEventRow {
  stream_id: string;
  event_type: string;
  data: unknown;
}

/** Which journal an account lives in: the funding ledger (accounts) or one of the trading cores. */
type LedgerName = 'funding' | CoreLedgerReport['core'];

/**
 * The auditor's view, computed from the events themselves rather than from the read models, over
 * every account of every journal: the funding ledger's streams here, and the spot and contract cores'
 * journals asked through the CORE_LEDGERS port (in process, or over `/internal/v1/audit`). The books
 * balance when every asset sums to zero over all of them; no customer or hold account, and no
 * platform account that may not (`mayGoNegative`), is below zero; every core event balances on its
 * own and the live cores equal their logs; no hold was resolved twice; every hash chain is intact.
 */
@Injectable()
export class LedgerAuditService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CORE_LEDGERS) private readonly cores: CoreLedgers,
  ) {}

  async ledgerCheck() {
    // The events and the read model are read in one snapshot: an entry committed between two
    // separate reads would show as a mismatch that is not there.
    const { rows, readModel } = await inSnapshot(this.pool, async (client) => ({
      rows: (await client.query<LedgerEventRow>(`SELECT stream_id, event_type, data FROM events WHERE stream_id LIKE 'ledger-%' ORDER BY global_position`)).rows,
      readModel: await (await accountsReadModels.on(client)).getRepository(LedgerBalance).find({ select: { account: true, balance: true } }),
    }));
    return this.checkLedger(rows, readModel);
  }

  private async checkLedger(rows: LedgerEventRow[], readModelRows: { account: string; balance: string }[]) {
    const balances = new Map<string, bigint>();
    const resolutions = new Map<string, number>();
    for (const row of rows) {
      const event = decodeLedgerEvent({ type: row.event_type, data: row.data }, FUNDING_ASSETS);
      if (event.type === 'HoldPosted' || event.type === 'HoldVoided') resolutions.set(event.data.holdId, (resolutions.get(event.data.holdId) ?? 0) + 1);
      for (const posting of journalEntryOf(event).postings) balances.set(posting.account, (balances.get(posting.account) ?? 0n) + posting.amount.minor);
    }
    const cores = await this.cores.check();
    // Every account of every journal, each named with the journal that keeps it (the same name, such
    // as `platform:fees:USDT`, is a different account in each).
    const everyAccount: { ledger: LedgerName; account: string; asset: string; balance: Decimal }[] = [
      ...[...balances].map(([account, minor]) => {
        const asset = parseAccount(account).asset;
        return { ledger: 'funding' as const, account, asset, balance: Decimal.parse(formatMinor(asset, minor)) };
      }),
      ...cores.flatMap((core) => core.accounts.map((a) => ({ ledger: core.core, account: a.account, asset: a.asset, balance: Decimal.parse(a.balance) }))),
    ];
    const totals = new Map<string, Map<LedgerName | 'total' | 'in_flight', Decimal>>();
    const add = (asset: string, key: LedgerName | 'total' | 'in_flight', amount: Decimal) => {
      const row = totals.get(asset) ?? new Map<LedgerName | 'total' | 'in_flight', Decimal>();
      row.set(key, (row.get(key) ?? Decimal.ZERO).add(amount));
      totals.set(asset, row);
    };
    for (const { ledger, account, asset, balance } of everyAccount) {
      add(asset, 'total', balance);
      add(asset, ledger, balance);
      // A transfer between the funding wallet and a core sits in the two clearing accounts that mirror
      // each other (`clearing:trading` here, `clearing:accounts` in the core); what they do not cancel is in flight.
      if ((ledger === 'funding' && account.startsWith('clearing:trading:')) || (ledger !== 'funding' && account.startsWith('clearing:accounts:'))) add(asset, 'in_flight', balance);
    }
    const negative = everyAccount
      .filter(({ account, balance }) => balance.isNegative() && !mayGoBelowZero(account))
      .map(({ ledger, account, balance }) => ({ ledger, account, balance: balance.toString() }));
    const twice = [...resolutions].filter(([, count]) => count > 1).map(([holdId, count]) => ({ holdId, resolutions: count }));
    const mismatches = readModelRows
      .filter((row) => (balances.get(row.account) ?? 0n) !== BigInt(row.balance))
      .map((row) => ({ account: row.account, read_model: row.balance, events: (balances.get(row.account) ?? 0n).toString() }));
    const coreMismatches = cores.flatMap((core) => core.mismatched.map((account) => ({ ledger: core.core, account })));
    const unbalancedEvents = cores.flatMap((core) => core.unbalanced.map((version) => ({ ledger: core.core, version })));
    const chains = await verifyHashChains(this.pool);
    const ledgers: LedgerName[] = ['funding', ...cores.map((core) => core.core)];
    const text = (amount: Decimal | undefined) => (amount ?? Decimal.ZERO).toString();
    const assets = [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([asset, row]) => ({
        asset,
        total: text(row.get('total')),
        balanced: (row.get('total') ?? Decimal.ZERO).isZero(),
        by_ledger: Object.fromEntries(ledgers.map((ledger) => [ledger, text(row.get(ledger))])),
        in_flight: text(row.get('in_flight')),
      }));
    return {
      assets,
      ledgers: [
        { ledger: 'funding', events: rows.length, accounts: balances.size },
        ...cores.map((core) => ({ ledger: core.core, events: core.events, accounts: core.accounts.length })),
      ],
      negative_accounts: negative,
      holds_resolved_twice: twice,
      read_model_mismatches: mismatches,
      core_mismatches: coreMismatches,
      unbalanced_events: unbalancedEvents,
      chain_breaks: chains.breaks,
      checked_events: chains.checked,
      ledger_events: rows.length + cores.reduce((sum, core) => sum + core.events, 0),
      ok:
        assets.every((a) => a.balanced) &&
        negative.length === 0 &&
        twice.length === 0 &&
        mismatches.length === 0 &&
        coreMismatches.length === 0 &&
        unbalancedEvents.length === 0 &&
        chains.breaks.length === 0,
      checked_at: this.clock.now().toISOString(),
    };
  }

  /**
   * Every account of the customer replayed from the events up to `at`: the funding ledger's here, and
   * the spot, contract, option and futures accounts from the cores' journals (CORE_LEDGERS); every
   * movement and the balances then.
   */
  async replay(customerId: string, atText?: string) {
    const at = atText ? new Date(atText) : this.clock.now();
    if (Number.isNaN(at.getTime())) throw AppError.badInput('field.invalid', { field: 'at' });
    const ledgerEvents = (await this.store.readStream(ledgerStream(customerId))).filter((event) => Date.parse(event.recordedAt) <= at.getTime());
    let state = customerLedgerDecider.initialState();
    const replayed = ledgerEvents.map((event) => {
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
    const live = await (await accountsReadModels.on(this.pool)).getRepository(LedgerBalance).find({ where: { customerId }, select: { account: true, balance: true } });
    const replayedMinor = new Map([...state.balances].filter(([account]) => account.startsWith('user:')).map(([account, money]) => [account, money.minor]));
    const liveMinor = new Map(live.map((row) => [row.account, BigInt(row.balance)]));
    const accounts = new Set([...replayedMinor.keys(), ...liveMinor.keys()]);
    // Only a replay up to now can be compared with the read model, which shows the present.
    const upToNow = at.getTime() >= this.clock.now().getTime() - 1000;
    const matches = upToNow ? [...accounts].every((account) => (replayedMinor.get(account) ?? 0n) === (liveMinor.get(account) ?? 0n)) : null;
    // The accounts the trading cores keep (spot, contract, option, futures), from their own journals.
    // Cut at the same moment; without one, as of now and compared with the live cores.
    const cores = await this.cores.replay(customerId, atText === undefined ? undefined : at.toISOString());
    const events = [
      ...replayed.map((event) => ({ ledger: 'funding' as LedgerName, ...event })),
      ...cores.flatMap((core) => core.events.map((event) => ({ ledger: core.core as LedgerName, ...event, memo: '' }))),
    ].sort((a, b) => Date.parse(a.time) - Date.parse(b.time) || a.position.localeCompare(b.position, undefined, { numeric: true }));
    return {
      customer_id: customerId,
      at: at.toISOString(),
      events,
      // The funding ledger's rows as before; a core's rows name their core.
      balances: [...balances, ...cores.flatMap((core) => core.balances.map((row) => ({ ledger: core.core as LedgerName, ...row })))],
      matches_read_model: matches === null ? null : matches && cores.every((core) => core.matches_live_core !== false),
    };
  }
}

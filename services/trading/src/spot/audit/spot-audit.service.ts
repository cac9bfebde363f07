import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type CoreLedgerReport } from '@meridian/runtime';
import type { EventStore } from '@meridian/eventstore';
import { assetOf, formatDecimalText, Money } from '@meridian/money';
import { SPOT_ASSET_CATALOGUE } from '../domain/spot-markets';
import { SpotCoreService } from '../spot-core.service';
import type { SpotEventData } from '../domain/spot-core.types';
import { SPOT_CORE_STREAM } from '../read-models/spot-read-model';

export interface SpotLedgerReport {
  events: number;
  /** Per coin, the sum of every account's balance: zero when nothing was created or lost. */
  totals: { coin: string; total: string; clearing: string; fees: string }[];
  /** Events whose own postings do not sum to zero per coin. */
  unbalanced: number[];
  /** Customer, hold or house accounts below zero. */
  negative: string[];
  /** Accounts whose balance replayed from the events differs from the live core's. */
  mismatched: string[];
}

const mayNotGoNegative = (account: string) =>
  account.startsWith('user:') ||
  account.startsWith('hold:') ||
  account.startsWith('platform:market-maker:') ||
  account.startsWith('platform:fees:');

/**
 * The auditor's check of the trading core: every spot balance recomputed from the postings in the
 * core's events, compared with the live core, with per-coin totals. `clearing` is what the funding side
 * should mirror in `clearing:trading:<COIN>` once no transfer is in flight.
 */
@Injectable()
export class SpotAuditService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly core: SpotCoreService,
  ) {}

  async check(): Promise<SpotLedgerReport> {
    const { live, replayed, unbalanced, events } = await this.replayAll();
    const names = new Set([...replayed.keys(), ...live.keys()]);
    const mismatched = [...names].filter((name) => (replayed.get(name) ?? 0n) !== (live.get(name) ?? 0n)).sort();
    const negative = [...replayed]
      .filter(([name, value]) => value < 0n && mayNotGoNegative(name))
      .map(([name]) => name)
      .sort();
    const totals = new Map<string, { total: bigint; clearing: bigint; fees: bigint }>();
    for (const [name, value] of replayed) {
      const coin = name.slice(name.lastIndexOf(':') + 1);
      const entry = totals.get(coin) ?? { total: 0n, clearing: 0n, fees: 0n };
      entry.total += value;
      if (name.startsWith('clearing:accounts:')) entry.clearing += value;
      if (name.startsWith('platform:fees:')) entry.fees += value;
      totals.set(coin, entry);
    }
    return {
      events,
      totals: [...totals]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([coin, t]) => {
          const scale = assetOf(coin, SPOT_ASSET_CATALOGUE).scale;
          return {
            coin,
            total: formatDecimalText(t.total, scale),
            clearing: formatDecimalText(t.clearing, scale),
            fees: formatDecimalText(t.fees, scale),
          };
        }),
      unbalanced,
      negative,
      mismatched,
    };
  }

  /** The spot core's journal for the auditor's ledger check over every core (CORE_LEDGERS). */
  async ledger(): Promise<CoreLedgerReport> {
    const { live, replayed, unbalanced, events } = await this.replayAll();
    const names = new Set([...replayed.keys(), ...live.keys()]);
    const accounts = [...replayed]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([account, minor]) => {
        const asset = account.slice(account.lastIndexOf(':') + 1);
        return { account, asset, balance: formatDecimalText(minor, assetOf(asset, SPOT_ASSET_CATALOGUE).scale) };
      });
    return {
      core: 'spot',
      events,
      accounts,
      unbalanced,
      mismatched: [...names].filter((name) => (replayed.get(name) ?? 0n) !== (live.get(name) ?? 0n)).sort(),
    };
  }

  /**
   * The live core's balances at one point of its command order, and the log replayed up to exactly that
   * point: the core runs ahead of the log by the batches in flight, so comparing with whatever the log
   * holds at the moment of reading would report mismatches that are not there.
   */
  private async replayAll(): Promise<{ live: Map<string, bigint>; replayed: Map<string, bigint>; unbalanced: number[]; events: number }> {
    const { sequence, value: live } = await this.core.durableReading((core) => core.accountBalances());
    const replayed = new Map<string, bigint>();
    const unbalanced: number[] = [];
    let events = 0;
    for (let from = 1; from <= sequence; ) {
      const page = await this.store.readStreamPage(SPOT_CORE_STREAM, from, Math.min(5_000, sequence - from + 1));
      if (page.length === 0) break;
      for (const event of page) {
        const sums = new Map<string, bigint>();
        for (const posting of (event.data as SpotEventData).postings) {
          const minor = Money.parse(assetOf(posting.coin, SPOT_ASSET_CATALOGUE), posting.amount).minor;
          replayed.set(posting.account, (replayed.get(posting.account) ?? 0n) + minor);
          sums.set(posting.coin, (sums.get(posting.coin) ?? 0n) + minor);
        }
        if ([...sums.values()].some((sum) => sum !== 0n)) unbalanced.push(event.version);
        events += 1;
      }
      from = page.at(-1)!.version + 1;
    }
    return { live, replayed, unbalanced, events };
  }
}

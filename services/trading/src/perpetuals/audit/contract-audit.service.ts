import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { ASSETS, formatDecimalText, Money } from '@meridian/money';
import { CLOCK, EVENT_STORE, type Clock, type CoreAccountReplay, type CoreLedgerReport, type CoreReplayPosting } from '@meridian/runtime';
import { ContractCoreService } from '../contract-core.service';
import type { ContractEventData } from '../domain/contract-core.types';
import { CONTRACT_CORE_STREAM } from '../read-models/contract-read-model';

const PAGE = 5_000;
/** All contract money is USDT (contract-core.ts). */
const USDT = ASSETS.USDT;
const minorOf = (amount: string) => Money.parse(USDT, amount).minor;
const usdt = (minor: bigint) => formatDecimalText(minor, USDT.scale);
const assetOf = (account: string) => account.slice(account.lastIndexOf(':') + 1);
/** The customer's own accounts in this core: contract (`hy`), futures (`jg1`) and option (`jg`). */
const OWN_KINDS = ['contract', 'futures', 'option'] as const;

/**
 * The auditor's reading of the contract core (issue 19, section 7): every balance of every account
 * it keeps (customers' contract, futures and option accounts, position margins and option stakes,
 * `platform:house`, `platform:insurance`, `platform:fees`, `platform:financing`, and the clearing
 * account mirrored by the funding side) recomputed from the postings of the core's own events, and a
 * customer's accounts replayed as of a moment. Reads the log only; the live core is compared, never
 * changed.
 */
@Injectable()
export class ContractAuditService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly core: ContractCoreService,
  ) {}

  async ledger(): Promise<CoreLedgerReport> {
    // The live core at one point of its command order, held against the log up to exactly that point
    // (the core runs ahead of the log by the batches in flight).
    const { sequence, value: live } = await this.core.durableReading((core) => new Map(core.accounts()));
    const replayed = new Map<string, bigint>();
    const unbalanced: number[] = [];
    let events = 0;
    for (let from = 1; from <= sequence; ) {
      const page = await this.store.readStreamPage(CONTRACT_CORE_STREAM, from, Math.min(PAGE, sequence - from + 1));
      if (page.length === 0) break;
      for (const event of page) {
        let sum = 0n;
        for (const posting of (event.data as ContractEventData).postings) {
          const minor = minorOf(posting.amount);
          replayed.set(posting.account, (replayed.get(posting.account) ?? 0n) + minor);
          sum += minor;
        }
        if (sum !== 0n) unbalanced.push(event.version);
        events += 1;
      }
      from = page.at(-1)!.version + 1;
    }
    const names = new Set([...replayed.keys(), ...live.keys()]);
    return {
      core: 'contract',
      events,
      accounts: [...replayed].sort(([a], [b]) => a.localeCompare(b)).map(([account, minor]) => ({ account, asset: assetOf(account), balance: usdt(minor) })),
      unbalanced,
      mismatched: [...names].filter((name) => (replayed.get(name) ?? 0n) !== (live.get(name) ?? 0n)).sort(),
    };
  }

  /**
   * One customer's contract, futures and option accounts, and the margins of their positions and the
   * stakes of their options, from the core's events recorded up to `at` (absent: now, compared with the
   * live core).
   */
  async replay(customerId: string, atText?: string): Promise<CoreAccountReplay> {
    const at = atText ? new Date(atText) : this.clock.now();
    if (Number.isNaN(at.getTime())) throw AppError.badInput('field.invalid', { field: 'at' });
    const own = new Set(OWN_KINDS.map((kind) => `user:${customerId}:${kind}:USDT`));
    const holds = new Set<string>();
    const balances = new Map<string, bigint>();
    const events: CoreAccountReplay['events'] = [];
    for (let from = 1; ; ) {
      const page = await this.store.readStreamPage(CONTRACT_CORE_STREAM, from, PAGE);
      const upTo = page.filter((event) => Date.parse(event.recordedAt) <= at.getTime());
      for (const event of upTo) {
        const data = event.data as ContractEventData;
        for (const position of data.positions) if (position.ownerId === customerId) holds.add(`hold:pos-${position.id}:USDT`);
        for (const option of data.options) if (option.ownerId === customerId) holds.add(`hold:opt-${option.id}:USDT`);
        const mine: CoreReplayPosting[] = data.postings
          .filter((p) => own.has(p.account) || holds.has(p.account))
          .map((p) => ({ account: p.account, coin: assetOf(p.account), amount: p.amount }));
        if (mine.length === 0) continue;
        for (const posting of mine) balances.set(posting.account, (balances.get(posting.account) ?? 0n) + minorOf(posting.amount));
        events.push({ position: event.position.toString(), version: event.version, time: event.recordedAt, type: event.type, postings: mine });
      }
      if (page.length < PAGE || upTo.length < page.length) break;
      from = page.at(-1)!.version + 1;
    }
    // A position or option that has ended leaves its hold at zero: the replay lists what is still open.
    const rows = [...balances]
      .filter(([account, minor]) => own.has(account) || minor !== 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([account, minor]) => ({ account, coin: assetOf(account), balance: usdt(minor) }));
    const upToNow = atText === undefined;
    const matches = upToNow ? [...new Set([...balances.keys(), ...own])].every((account) => (balances.get(account) ?? 0n) === this.core.state.balance(account)) : null;
    return { core: 'contract', at: at.toISOString(), events, balances: rows, matches_live_core: matches };
  }
}

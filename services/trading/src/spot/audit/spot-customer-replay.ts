import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { assetOf, formatDecimalText, Money } from '@meridian/money';
import { SPOT_ASSET_CATALOGUE } from '../domain/spot-markets';
import { CLOCK, EVENT_STORE, type Clock, type CoreAccountReplay } from '@meridian/runtime';
import { SpotCoreService } from '../spot-core.service';
import type { SpotEventData } from '../domain/spot-core.types';
import { SPOT_CORE_STREAM } from '../read-models/spot-read-model';

const PAGE = 5_000;

/**
 * The auditor's replay of one customer's spot account as of a moment, from the trading core's events:
 * every posting on their spot account and on the holds of their orders, and the balances they add up
 * to (available and frozen per coin). Up to now, it is compared with the live core.
 */
@Injectable()
export class SpotCustomerReplay {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly core: SpotCoreService,
  ) {}

  async replay(customerId: string, atText?: string) {
    const at = atText ? new Date(atText) : this.clock.now();
    if (Number.isNaN(at.getTime())) throw AppError.badInput('field.invalid', { field: 'at' });
    const own = `user:${customerId}:spot:`;
    const orders = new Set<string>();
    const available = new Map<string, bigint>();
    const frozen = new Map<string, bigint>();
    const events: { position: string; version: number; time: string; type: string; postings: { account: string; amount: string }[] }[] = [];
    for (let from = 1; ; ) {
      const page = await this.store.readStreamPage(SPOT_CORE_STREAM, from, PAGE);
      const upTo = page.filter((event) => Date.parse(event.recordedAt) <= at.getTime());
      for (const event of upTo) {
        const data = event.data as SpotEventData;
        for (const order of data.orders) if (order.ownerId === customerId) orders.add(order.id);
        const mine = data.postings.filter((p) => p.account.startsWith(own) || orders.has(p.account.split(':')[1] ?? ''));
        if (mine.length === 0) continue;
        for (const posting of mine) {
          const minor = Money.parse(assetOf(posting.coin, SPOT_ASSET_CATALOGUE), posting.amount).minor;
          const book = posting.account.startsWith(own) ? available : frozen;
          book.set(posting.coin, (book.get(posting.coin) ?? 0n) + minor);
        }
        events.push({ position: event.position.toString(), version: event.version, time: event.recordedAt, type: event.type, postings: mine.map((p) => ({ account: p.account, amount: p.amount })) });
      }
      if (page.length < PAGE || upTo.length < page.length) break;
      from = page.at(-1)!.version + 1;
    }
    const coins = [...new Set([...available.keys(), ...frozen.keys()])].sort();
    const balances = coins.map((coin) => {
      const scale = assetOf(coin, SPOT_ASSET_CATALOGUE).scale;
      return { coin, available: formatDecimalText(available.get(coin) ?? 0n, scale), frozen: formatDecimalText(frozen.get(coin) ?? 0n, scale) };
    });
    // Only a replay up to now can be compared with the live core, which holds the present.
    const upToNow = atText === undefined || at.getTime() >= this.clock.now().getTime();
    const live = upToNow ? this.core.state.balancesOf(customerId) : null;
    const matches = live === null ? null : balances.every((b) => live.some((l) => l.coin === b.coin && l.available === b.available && l.frozen === b.frozen));
    return { customer_id: customerId, at: at.toISOString(), account: 'bb', events, balances, matches_live_core: matches };
  }

  /**
   * The same replay in the shape of every core's (CORE_LEDGERS): the spot account per coin, and what
   * the customer's open orders froze of it as `hold:spot-orders:<COIN>`.
   */
  async coreReplay(customerId: string, at?: string): Promise<CoreAccountReplay> {
    const replay = await this.replay(customerId, at);
    return {
      core: 'spot',
      at: replay.at,
      events: replay.events.map((event) => ({ ...event, postings: event.postings.map((p) => ({ account: p.account, coin: p.account.slice(p.account.lastIndexOf(':') + 1), amount: p.amount })) })),
      balances: replay.balances.flatMap((b) => [
        { account: `user:${customerId}:spot:${b.coin}`, coin: b.coin, balance: b.available },
        { account: `hold:spot-orders:${b.coin}`, coin: b.coin, balance: b.frozen },
      ]),
      matches_live_core: replay.matches_live_core,
    };
  }
}

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { EARN_SOURCE, parseSubscriptionCoinIssuedV1, SubscriptionEvents } from '@meridian/contracts';
import type { EventStore } from '@meridian/eventstore';
import { contractSubscription, type MessageBus } from '@meridian/messaging';
import { defineAsset } from '@meridian/money';
import { EVENT_STORE, MESSAGE_BUS, PG_POOL } from '@meridian/runtime';
import { addInstrument, listedCoinInstrument } from '../../market/instruments';
import { registerSpotMarket } from '../domain/spot-markets';
import type { IssuedCoin, SpotListingEvent } from './spot-listing.decider';
import { spotListingsProjection } from './spot-listing.projection';

type Listing = SpotListingEvent['data'];

/**
 * The coins issued by subscription (learnt from earn) and the ones staff listed as spot markets. Listed
 * markets join the instruments and the spot catalogue at start, before the spot core recovers and the
 * feed resumes (both at application bootstrap), and as soon as they are listed.
 */
@Injectable()
export class SpotListingsRegistry implements OnModuleInit {
  private readonly issued = new Map<string, IssuedCoin>();
  private readonly listed = new Map<string, Listing>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(EVENT_STORE) store: EventStore,
  ) {
    store.addInlineProjection(spotListingsProjection);
  }

  async onModuleInit(): Promise<void> {
    const coins = await this.pool.query<{ coin: string; name: string; scale: number; issue_price: string }>('SELECT coin, name, scale, issue_price FROM spot_issued_coins');
    for (const row of coins.rows) this.issued.set(row.coin, { coin: row.coin, name: row.name, scale: row.scale, issuePrice: row.issue_price });
    const listings = await this.pool.query<{ coin: string; symbol: string; name: string; scale: number; issue_price: string; tick_size: string; lot_step: string; listed_by: string; reason: string; listed_at: Date }>(
      'SELECT coin, symbol, name, scale, issue_price, tick_size, lot_step, listed_by, reason, listed_at FROM spot_listings ORDER BY listed_at, coin',
    );
    for (const row of listings.rows) {
      this.register({
        coin: row.coin,
        symbol: row.symbol,
        name: row.name,
        scale: row.scale,
        issuePrice: row.issue_price,
        tickSize: row.tick_size,
        lotStep: row.lot_step,
        staffId: row.listed_by,
        reason: row.reason,
        at: row.listed_at.toISOString(),
      });
    }
    await this.bus.subscribe(
      contractSubscription(
        'trading.issued-coins',
        { sources: [EARN_SOURCE], types: [SubscriptionEvents.coinIssued], parse: parseSubscriptionCoinIssuedV1 },
        async ({ symbol, name, scale, issuePrice }, tx) => {
          await tx.query('INSERT INTO spot_issued_coins (coin, name, scale, issue_price) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [symbol, name, scale, issuePrice]);
          this.issued.set(symbol, { coin: symbol, name, scale, issuePrice });
        },
      ),
    );
  }

  issuedCoin(coin: string): IssuedCoin | null {
    return this.issued.get(coin) ?? null;
  }

  issuedCoins(): IssuedCoin[] {
    return [...this.issued.values()];
  }

  listing(coin: string): Listing | null {
    return this.listed.get(coin) ?? null;
  }

  listings(): Listing[] {
    return [...this.listed.values()];
  }

  /** A listing recorded (or loaded): its market trades from now on. */
  register(listing: Listing): void {
    const instrument = listedCoinInstrument({ coin: listing.coin, name: listing.name, startPrice: listing.issuePrice, tickSize: listing.tickSize, lotStep: listing.lotStep });
    registerSpotMarket(instrument, defineAsset(listing.coin, listing.scale));
    addInstrument(instrument);
    this.listed.set(listing.coin, listing);
  }
}

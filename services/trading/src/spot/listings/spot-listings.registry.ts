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
import { tradingReadModels } from '../../trading.read-models';
import { SpotIssuedCoin } from './read-models/issued-coin.entity';
import { SpotListing } from './read-models/spot-listing.entity';

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
    const models = await tradingReadModels.on(this.pool);
    for (const { coin, name, scale, issuePrice } of await models.getRepository(SpotIssuedCoin).find()) this.issued.set(coin, { coin, name, scale, issuePrice });
    const listings = await models.getRepository(SpotListing).find({ order: { listedAt: 'ASC', coin: 'ASC' } });
    for (const { listedBy, listedAt, ...listing } of listings) this.register({ ...listing, staffId: listedBy, at: listedAt.toISOString() });
    await this.bus.subscribe(
      contractSubscription(
        'trading.issued-coins',
        { sources: [EARN_SOURCE], types: [SubscriptionEvents.coinIssued], parse: parseSubscriptionCoinIssuedV1 },
        async ({ symbol, name, scale, issuePrice }, tx) => {
          const issued = (await tradingReadModels.on(tx)).getRepository(SpotIssuedCoin);
          await issued.createQueryBuilder().insert().values({ coin: symbol, name, scale, issuePrice }).orIgnore().execute();
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

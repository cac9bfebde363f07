import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import type { SpotListingEvent } from './spot-listing.decider';

export const SPOT_LISTING_EVENT_TYPES = ['SpotMarketListed'] as const;

/** The listings table the registry loads at start (the news for accounts is the use case's: list-coin.handler.ts). */
export async function projectSpotListings(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    const { data } = recorded as unknown as SpotListingEvent;
    await client.query(
      `INSERT INTO spot_listings (coin, symbol, name, scale, issue_price, tick_size, lot_step, listed_by, reason, listed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
      [data.coin, data.symbol, data.name, data.scale, data.issuePrice, data.tickSize, data.lotStep, data.staffId, data.reason, data.at],
    );
  }
}

export const spotListingsProjection = defineInlineProjection({
  name: 'spot-listings',
  owner: 'trading',
  canHandle: SPOT_LISTING_EVENT_TYPES,
  handle: projectSpotListings,
  reset: async (client) => {
    await client.query('DELETE FROM spot_listings');
  },
});

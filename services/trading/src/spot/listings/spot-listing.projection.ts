import { randomUUID } from 'node:crypto';
import type { ClientBase } from 'pg';
import { SpotListingEvents, TRADING_SOURCE, type SpotMarketListedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import type { SpotListingEvent } from './spot-listing.decider';

export const SPOT_LISTING_EVENT_TYPES = ['SpotMarketListed'] as const;

/** The listings table the registry loads at start, and the news for accounts (the coin may now move to spot). */
export async function projectSpotListings(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    const { data } = recorded as unknown as SpotListingEvent;
    await client.query(
      `INSERT INTO spot_listings (coin, symbol, name, scale, issue_price, tick_size, lot_step, listed_by, reason, listed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
      [data.coin, data.symbol, data.name, data.scale, data.issuePrice, data.tickSize, data.lotStep, data.staffId, data.reason, data.at],
    );
    const listed: SpotMarketListedV1 = { coin: data.coin, symbol: data.symbol, at: data.at };
    await writeToOutbox(client, [
      { id: randomUUID(), type: SpotListingEvents.listed, source: TRADING_SOURCE, streamId: recorded.streamId, schemaVersion: 1, data: listed, metadata: { causationId: recorded.id }, occurredAt: data.at },
    ]);
  }
}

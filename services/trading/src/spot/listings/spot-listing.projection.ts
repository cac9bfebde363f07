import { defineInlineProjection, emptyTables, streamProjection } from '@meridian/eventstore';
import { spotListingStream, type SpotListingEvent } from './spot-listing.decider';

/** The listings table the registry loads at start (the news for accounts is the use case's: list-coin.handler.ts). */
const listingEvents = streamProjection<SpotListingEvent>(spotListingStream(''), {
  SpotMarketListed: ({ coin, symbol, name, scale, issuePrice, tickSize, lotStep, staffId, reason, at }, { client }) =>
    client.query(
      `INSERT INTO spot_listings (coin, symbol, name, scale, issue_price, tick_size, lot_step, listed_by, reason, listed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
      [coin, symbol, name, scale, issuePrice, tickSize, lotStep, staffId, reason, at],
    ),
});

export const spotListingsProjection = defineInlineProjection({
  name: 'spot-listings',
  owner: 'trading',
  ...listingEvents,
  reset: emptyTables('spot_listings'),
});

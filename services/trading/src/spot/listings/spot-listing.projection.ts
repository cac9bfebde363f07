import { defineInlineProjection, streamProjection } from '@meridian/eventstore';
import { tradingReadModels } from '../../trading.read-models';
import { SpotListing } from './read-models/spot-listing.entity';
import { spotListingStream, type SpotListingEvent } from './spot-listing.decider';

/** The listings table the registry loads at start (the news for accounts is the use case's: list-coin.handler.ts). */
const listingEvents = streamProjection<SpotListingEvent>(spotListingStream(''), {
  SpotMarketListed: async ({ coin, symbol, name, scale, issuePrice, tickSize, lotStep, staffId, reason, at }, { client }) => {
    const listing = { coin, symbol, name, scale, issuePrice, tickSize, lotStep, listedBy: staffId, reason, listedAt: new Date(at) };
    await (await tradingReadModels.on(client)).getRepository(SpotListing).createQueryBuilder().insert().values(listing).orIgnore().execute();
  },
});

export const spotListingsProjection = defineInlineProjection({
  name: 'spot-listings',
  owner: 'trading',
  ...listingEvents,
  reset: tradingReadModels.emptied(SpotListing),
});

import { deciderSpec } from '@meridian/testing';
import { spotListingDecider, type IssuedCoin, type SpotListingCommand } from './spot-listing.decider';

const nova: IssuedCoin = { coin: 'NOVA', name: 'Nova Network', scale: 2, issuePrice: '0.5' };
const listing = deciderSpec(spotListingDecider.decide, spotListingDecider.evolve, spotListingDecider.initialState);
const list = (change: Partial<SpotListingCommand['data']> = {}): SpotListingCommand => ({
  type: 'ListSpotMarket',
  data: { coin: 'NOVA', issued: nova, tickSize: '0.0001', lotStep: '0.01', staffId: 'a1', reason: ' Committee approval ', ...change },
  metadata: { now: '2026-12-08T00:00:00.000Z' },
});
const listed = {
  type: 'SpotMarketListed' as const,
  data: { ...nova, symbol: 'NOVAUSDT', tickSize: '0.0001', lotStep: '0.01', staffId: 'a1', reason: 'Committee approval', at: '2026-12-08T00:00:00.000Z' },
};

describe('listing an issued coin as a spot market', () => {
  it('lists it against USDT once, with a reason', () => {
    listing.given([]).when(list()).then([listed]);
    listing.given([listed]).when(list()).thenThrows('listing.alreadyListed');
    listing.given([]).when(list({ reason: ' ' })).thenThrows('review.reasonRequired');
  });

  it('refuses a coin no subscription issued', () => listing.given([]).when(list({ issued: null })).thenThrows('listing.notIssued'));

  it('refuses steps that would not make exact books, and a start price off the ticks', () => {
    // A lot of 0.001 is a tenth of the coin's smallest unit (2 decimals).
    listing.given([]).when(list({ lotStep: '0.001' })).thenThrows('listing.stepsInvalid');
    // A tick of 0.0000001 times a lot of 0.01 is below 0.000001 USDT.
    listing.given([]).when(list({ tickSize: '0.0000001' })).thenThrows('listing.stepsInvalid');
    listing.given([]).when(list({ tickSize: '-1' })).thenThrows('listing.stepsInvalid');
    listing.given([]).when(list({ tickSize: '0.3' })).thenThrows('listing.priceOffTick');
  });
});

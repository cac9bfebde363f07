import { DomainError, type Decider } from '@meridian/decider';
import { ASSETS, Decimal, defineAsset } from '@meridian/money';
import { decimalsOfTick, listedCoinInstrument } from '../../market/instruments';
import { spotMarketOf, toSteps } from '../domain/spot-markets';

/**
 * Staff list a coin issued by subscription as a spot market against USDT, once, with a reason
 * (`spot-listing-<coin>`). The tick size and lot step must make exact books: a lot a whole number of the
 * coin's smallest units, a tick-lot a whole number of USDT's. The feed starts at the issue price, a
 * whole number of ticks.
 */
export interface IssuedCoin {
  coin: string;
  name: string;
  scale: number;
  issuePrice: string;
}

export type SpotListingEvent = {
  type: 'SpotMarketListed';
  data: IssuedCoin & { symbol: string; tickSize: string; lotStep: string; staffId: string; reason: string; at: string };
};
export type SpotListingCommand = {
  type: 'ListSpotMarket';
  data: { coin: string; issued: IssuedCoin | null; tickSize: string; lotStep: string; staffId: string; reason: string };
  metadata: { now: string };
};
export type SpotListingState = SpotListingEvent['data'] | null;

export const spotListingStream = (coin: string) => `spot-listing-${coin}`;
const STEP = /^(0\.\d{0,7}[1-9]|[1-9]\d{0,6})$/;

export const spotListingDecider: Decider<SpotListingCommand, SpotListingEvent, SpotListingState> = {
  initialState: () => null,
  evolve: (_state, event) => event.data,
  decide(command, state) {
    const { issued, tickSize, lotStep, staffId } = command.data;
    const reason = command.data.reason.trim();
    if (state) throw new DomainError('listing.alreadyListed');
    if (!issued) throw new DomainError('listing.notIssued');
    if (!reason) throw new DomainError('review.reasonRequired');
    if (!STEP.test(tickSize) || !STEP.test(lotStep) || decimalsOfTick(tickSize) === null) throw new DomainError('listing.stepsInvalid');
    // The feed starts at the issue price, so it must be a whole number of ticks.
    if (!toSteps(issued.issuePrice, Decimal.parse(tickSize)).ok) throw new DomainError('listing.priceOffTick');
    const instrument = listedCoinInstrument({ coin: issued.coin, name: issued.name, startPrice: issued.issuePrice, tickSize, lotStep });
    try {
      spotMarketOf(instrument, { USDT: ASSETS.USDT, [issued.coin]: defineAsset(issued.coin, issued.scale) });
    } catch {
      throw new DomainError('listing.stepsInvalid');
    }
    return [{ type: 'SpotMarketListed', data: { ...issued, symbol: instrument.symbol, tickSize, lotStep, staffId, reason, at: command.metadata.now } }];
  },
};

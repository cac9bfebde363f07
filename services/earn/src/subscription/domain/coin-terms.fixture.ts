import type { CoinTerms } from './coin-offering.decider';

/** The offering the subscription specs run on: NOVA, 1,000 coins at 0.5 USDT, open 1-3 December, listed on the 5th. */
export const NOVA_TERMS: CoinTerms = {
  symbol: 'NOVA',
  name: 'Nova',
  scale: 2,
  issuePrice: '0.5',
  issueVolume: '1000',
  circulation: '10000',
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-03T00:00:00.000Z',
  listingDate: '2026-12-05',
  lockupDays: 2,
  feeRate: '0.01',
  maxPerCustomer: '800',
};

import type { SpotMarket } from '../spot.types';

// How to show the figures of an order or trade of any pair: its own market's scales, or generous ones
// for a pair the list no longer has (delisted), so nothing is rounded away.
const UNKNOWN_PAIR = { decimals: 6, quantityDecimals: 8 } as const;

export type PairLookup = (symbol: string) => Pick<SpotMarket, 'decimals' | 'quantityDecimals' | 'displaySymbol' | 'base' | 'quote'>;

export const pairLookup =
  (markets: readonly SpotMarket[]): PairLookup =>
  (symbol) =>
    markets.find((market) => market.symbol === symbol) ?? { ...UNKNOWN_PAIR, displaySymbol: symbol, base: '', quote: '' };

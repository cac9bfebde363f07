// docs/api.md, "Market data". Prices are decimal strings with the instrument's tick size, never numbers.
import type { Decimals } from '../../shared/format/number';

export const CATEGORIES = ['crypto', 'forex', 'stock', 'index', 'etf', 'metal', 'energy'] as const;
export type MarketCategory = (typeof CATEGORIES)[number];

export const isCategory = (value: unknown): value is MarketCategory => CATEGORIES.includes(value as MarketCategory);

export interface Market {
  symbol: string;
  display_symbol: string;
  name: string;
  category: MarketCategory;
  // A crypto pair traded coin against coin; every other instrument is a contract.
  spot: boolean;
  decimals: Decimals;
  price: string;
  open_24h: string;
  high_24h: string;
  low_24h: string;
  // Percent with 2 decimals and its sign, e.g. "-1.25".
  change_24h: string;
  // Whether the market trades right now.
  trading: boolean;
  seq: number | string;
  at: number | string;
}

// The chart's periods in the order of their tabs; `line` is the "time" chart of 1-minute closes.
export const PERIODS = ['line', '1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M', '1y'] as const;
export type Period = (typeof PERIODS)[number];

export const DEFAULT_PERIOD: Period = '15m';

export const isPeriod = (value: unknown): value is Period => PERIODS.includes(value as Period);

// A candle starts at `time` (unix seconds).
export interface Candle {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  ticks: number;
  // Traded on the spot book, in the base coin; absent from an older server.
  volume?: string;
}

export interface CandleTopic {
  symbol: string;
  period: Period;
}

export interface CandlePush extends CandleTopic {
  candle: Candle;
}

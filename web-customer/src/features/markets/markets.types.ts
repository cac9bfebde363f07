// docs/api.md, "Market data". Prices are decimal strings with the instrument's tick size, never numbers.
import type { ApiModel } from '@meridian/contracts';

export const CATEGORIES = ['crypto', 'forex', 'stock', 'index', 'etf', 'metal', 'energy'] as const;
export type MarketCategory = (typeof CATEGORIES)[number];

export const isCategory = (value: unknown): value is MarketCategory => CATEGORIES.includes(value as MarketCategory);

// An instrument with its last recorded price (docs/api.md, "Market data"), generated from the
// server's OpenAPI document; `change_24h` is a percent with 2 decimals and its sign, e.g. "-1.25".
export type Market = ApiModel<'TickerResponseDto'>;

// The chart's periods in the order of their tabs; `line` is the "time" chart of 1-minute closes.
export const PERIODS = ['line', '1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M', '1y'] as const;
export type Period = (typeof PERIODS)[number];

export const DEFAULT_PERIOD: Period = '15m';

export const isPeriod = (value: unknown): value is Period => PERIODS.includes(value as Period);

// A candle starts at `time` (unix seconds); volume is what traded on the spot book, in the base coin.
export type Candle = ApiModel<'CandleResponseDto'>;

export interface CandleTopic {
  symbol: string;
  period: Period;
}

export interface CandlePush extends CandleTopic {
  candle: Candle;
}

import { isDecimalString, isRecord, isString, violation as fail } from './contract-check';

/**
 * Public market data (version 1): published by trading, which runs the feed and the spot books,
 * consumed by the push gateway in whichever process it runs, which tells the apps over socket.io.
 * It is high-rate and ephemeral, so it travels on the bus's live channel (`publishLive` on
 * `MARKET_DATA_TOPIC`), never through the outbox: nothing is stored, a gateway that is down misses it,
 * and a client that reconnects reads the truth over REST (`/api/v1/markets`, `.../depth`, `.../candles`,
 * `/api/v1/spot/trades`). Each message's key is what its order holds for: `tickers` and `list` for
 * themselves, a symbol for its book, trades and candles.
 *
 * Nothing here is money to act on: prices and quantities are decimal strings for screens.
 */
export const MARKET_DATA_SCHEMA_VERSION = 1;

/** The live channel's topic market data goes out on. */
export const MARKET_DATA_TOPIC = 'market';

export const MarketDataEvents = {
  /** Every feed step: the moving fields of the markets that ticked, opened or closed. Key `tickers`. */
  tickers: 'MarketTickersUpdated',
  /** At start and every few seconds: every enabled market with its names and decimals. Key `list`. */
  list: 'MarketListPublished',
  /** A spot book's top levels after it changed (at most every 100 ms), and every few seconds regardless. Key: the symbol. */
  depth: 'MarketDepthChanged',
  /** A spot book's new public trades of one group commit, newest first. Key: the symbol. */
  trades: 'MarketTradesExecuted',
  /** Every feed step: the current candle of every chart period of a market that ticked. Key: the symbol. */
  candles: 'MarketCandlesUpdated',
} as const;

export type MarketDataType = (typeof MarketDataEvents)[keyof typeof MarketDataEvents];

/** The message keys of the two whole-market messages; a book's messages are keyed by its symbol. */
export const MARKET_TICKERS_KEY = 'tickers';
export const MARKET_LIST_KEY = 'list';

export const MARKET_PERIODS = ['line', '1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M', '1y'] as const;
export type MarketPeriod = (typeof MARKET_PERIODS)[number];
export const isMarketPeriod = (value: unknown): value is MarketPeriod => (MARKET_PERIODS as readonly unknown[]).includes(value);

/** What a `tickers` push carries per market: the fields that move. */
export interface MarketTickerUpdateV1 {
  symbol: string;
  price: string;
  open_24h: string;
  high_24h: string;
  low_24h: string;
  /** Percent, two decimals, signed. */
  change_24h: string;
  trading: boolean;
  /** The feed's sequence of the last tick. */
  seq: number;
  at: string;
}

/** A market as the list shows it. */
export interface MarketTickerV1 extends MarketTickerUpdateV1 {
  display_symbol: string;
  name: string;
  category: string;
  spot: boolean;
  decimals: number;
  enabled: boolean;
}

export interface MarketTickersUpdatedV1 {
  updates: MarketTickerUpdateV1[];
  at: string;
}

export interface MarketListPublishedV1 {
  tickers: MarketTickerV1[];
  at: string;
}

export interface MarketDepthLevelV1 {
  price: string;
  quantity: string;
}

export interface MarketDepthChangedV1 {
  symbol: string;
  /** The spot core's sequence the snapshot was read at: a gateway keeps the newest it has seen. */
  sequence: number;
  bids: MarketDepthLevelV1[];
  asks: MarketDepthLevelV1[];
  at: string;
}

export interface MarketTradeV1 {
  id: string;
  price: string;
  quantity: string;
  /** The taker's side. */
  side: 'buy' | 'sell';
  at: string;
}

export interface MarketTradesExecutedV1 {
  symbol: string;
  /** The spot core's sequence after the group commit that made them. */
  sequence: number;
  items: MarketTradeV1[];
}

export interface MarketCandleV1 {
  /** The bucket's start, seconds since the epoch. */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  ticks: number;
  volume: string;
}

export interface MarketCandlesUpdatedV1 {
  symbol: string;
  candles: { period: MarketPeriod; candle: MarketCandleV1 }[];
  at: string;
}

export type MarketDataMessageV1 =
  | { type: typeof MarketDataEvents.tickers; data: MarketTickersUpdatedV1 }
  | { type: typeof MarketDataEvents.list; data: MarketListPublishedV1 }
  | { type: typeof MarketDataEvents.depth; data: MarketDepthChangedV1 }
  | { type: typeof MarketDataEvents.trades; data: MarketTradesExecutedV1 }
  | { type: typeof MarketDataEvents.candles; data: MarketCandlesUpdatedV1 };

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const DECIMAL_FIELDS = ['price', 'open_24h', 'high_24h', 'low_24h', 'change_24h'] as const;

function checkUpdate(name: string, path: string, update: unknown): void {
  if (!isRecord(update) || !isString(update.symbol) || !isString(update.at)) return fail(name, path);
  for (const field of DECIMAL_FIELDS) if (!isDecimalString(update[field])) return fail(name, `${path}.${field}`);
  if (typeof update.trading !== 'boolean' || !isCount(update.seq)) return fail(name, path);
}

function checkListed(name: string, path: string, ticker: unknown): void {
  checkUpdate(name, path, ticker);
  const listed = ticker as Record<string, unknown>;
  if (![listed.display_symbol, listed.name, listed.category].every(isString)) return fail(name, path);
  if (typeof listed.spot !== 'boolean' || typeof listed.enabled !== 'boolean' || !isCount(listed.decimals)) return fail(name, path);
}

const isLevel = (level: unknown): boolean => isRecord(level) && isDecimalString(level.price) && isDecimalString(level.quantity);
const isTrade = (trade: unknown): boolean =>
  isRecord(trade) && isString(trade.id) && isDecimalString(trade.price) && isDecimalString(trade.quantity) && (trade.side === 'buy' || trade.side === 'sell') && isString(trade.at);
const isCandle = (candle: unknown): boolean =>
  isRecord(candle) &&
  Number.isInteger(candle.time) &&
  [candle.open, candle.high, candle.low, candle.close, candle.volume].every(isDecimalString) &&
  isCount(candle.ticks);

/**
 * Checks a received market message against version 1 and answers it with its type; a message that does
 * not match is refused (ContractViolation), never half-pushed.
 */
export function parseMarketDataV1(type: string, data: unknown): MarketDataMessageV1 {
  if (!isRecord(data)) return fail(type, 'the message');
  switch (type) {
    case MarketDataEvents.tickers:
      if (!Array.isArray(data.updates) || !isString(data.at)) return fail(type, 'the message');
      data.updates.forEach((update, i) => checkUpdate(type, `updates[${i}]`, update));
      return { type, data: data as unknown as MarketTickersUpdatedV1 };
    case MarketDataEvents.list:
      if (!Array.isArray(data.tickers) || !isString(data.at)) return fail(type, 'the message');
      data.tickers.forEach((ticker, i) => checkListed(type, `tickers[${i}]`, ticker));
      return { type, data: data as unknown as MarketListPublishedV1 };
    case MarketDataEvents.depth:
      if (!isString(data.symbol) || !isCount(data.sequence) || !isString(data.at)) return fail(type, 'the message');
      if (!Array.isArray(data.bids) || !data.bids.every(isLevel)) return fail(type, 'bids');
      if (!Array.isArray(data.asks) || !data.asks.every(isLevel)) return fail(type, 'asks');
      return { type, data: data as unknown as MarketDepthChangedV1 };
    case MarketDataEvents.trades:
      if (!isString(data.symbol) || !isCount(data.sequence)) return fail(type, 'the message');
      if (!Array.isArray(data.items) || !data.items.every(isTrade)) return fail(type, 'items');
      return { type, data: data as unknown as MarketTradesExecutedV1 };
    case MarketDataEvents.candles:
      if (!isString(data.symbol) || !isString(data.at) || !Array.isArray(data.candles)) return fail(type, 'the message');
      data.candles.forEach((entry: unknown, i) => {
        if (!isRecord(entry) || !isMarketPeriod(entry.period) || !isCandle(entry.candle)) fail(type, `candles[${i}]`);
      });
      return { type, data: data as unknown as MarketCandlesUpdatedV1 };
    default:
      return fail(type, 'the type');
  }
}

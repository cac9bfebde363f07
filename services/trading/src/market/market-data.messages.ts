import {
  MARKET_DATA_SCHEMA_VERSION,
  MARKET_LIST_KEY,
  MARKET_TICKERS_KEY,
  MarketDataEvents,
  type MarketCandlesUpdatedV1,
  type MarketDepthChangedV1,
  type MarketListPublishedV1,
  type MarketPeriod,
  type MarketTickersUpdatedV1,
  type MarketTickerUpdateV1,
  type MarketTickerV1,
  type MarketTradesExecutedV1,
} from '@meridian/contracts';
import type { LiveMessage } from '@meridian/messaging';
import type { Period } from './candles.query';
import type { CurrentCandle } from './live-candles';
import type { Ticker, TickerUpdate } from './ticker';

// What trading says must be what the contract carries: these fail to compile when the two drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export type MarketDataFits = [Same<Period, MarketPeriod>, Same<TickerUpdate, MarketTickerUpdateV1>, Ticker extends MarketTickerV1 ? true : never];

const live = (type: string, key: string, data: unknown): LiveMessage => ({ type, key, schemaVersion: MARKET_DATA_SCHEMA_VERSION, data });

/** A feed step's moving fields, as the apps' `tickers` push carries them. */
export function tickersMessage(updates: TickerUpdate[], at: string): LiveMessage {
  const data: MarketTickersUpdatedV1 = { updates, at };
  return live(MarketDataEvents.tickers, MARKET_TICKERS_KEY, data);
}

/** Every enabled market with its names and decimals (the legacy `/ws` answer, and which symbols a gateway knows). */
export function listMessage(tickers: Ticker[], at: string): LiveMessage {
  const data: MarketListPublishedV1 = { tickers, at };
  return live(MarketDataEvents.list, MARKET_LIST_KEY, data);
}

/** One message per market: the current candle of each of its periods. */
export function candlesMessages(candles: readonly CurrentCandle[], at: string): LiveMessage[] {
  const bySymbol = new Map<string, MarketCandlesUpdatedV1>();
  for (const { symbol, period, candle } of candles) {
    const message = bySymbol.get(symbol) ?? { symbol, candles: [], at };
    message.candles.push({ period, candle });
    bySymbol.set(symbol, message);
  }
  return [...bySymbol.values()].map((data) => live(MarketDataEvents.candles, data.symbol, data));
}

export function depthMessage(data: MarketDepthChangedV1): LiveMessage {
  return live(MarketDataEvents.depth, data.symbol, data);
}

export function tradesMessage(data: MarketTradesExecutedV1): LiveMessage {
  return live(MarketDataEvents.trades, data.symbol, data);
}

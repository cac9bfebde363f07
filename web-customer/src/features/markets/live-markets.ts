import { whileCached, type CacheEntryLifecycle } from '../../shared/api/while-cached';
import { isDecimal } from '../../shared/decimal/decimal';
import { onMarketEvent, subscribeMarketTopic } from '../../shared/socket/push-connection';
import { isCategory, type Candle, type CandlePush, type CandleTopic, type Market } from './markets.types';

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const isTicker = (value: unknown): value is Market =>
  isRecord(value) && typeof value.symbol === 'string' && typeof value.price === 'string' && isDecimal(value.price);

// A whole market row (the list's shape), as opposed to a push's moving fields only.
const isWholeMarket = (value: Market): boolean =>
  typeof value.name === 'string' && typeof value.display_symbol === 'string' && isCategory(value.category) && typeof value.decimals === 'number';

const isCandle = (value: unknown): value is Candle =>
  isRecord(value) &&
  typeof value.time === 'number' &&
  [value.open, value.high, value.low, value.close].every((price) => typeof price === 'string' && isDecimal(price));

export const isCandlePush = (value: unknown): value is CandlePush =>
  isRecord(value) && typeof value.symbol === 'string' && typeof value.period === 'string' && isCandle(value.candle);

// Writes a `tickers` push (the moving fields of the markets that changed) into the cached list (an
// immer draft). Only the fields that differ are assigned, so an unchanged market keeps its object and
// its row does not render again. A market the push does not mention stays as it was; one the list did
// not have is added at the end if the push carries its whole row, and waits for the next fetch if not.
export const applyTickers = (draft: Market[], payload: unknown): void => {
  if (!Array.isArray(payload)) return;
  const index = new Map(draft.map((market, position) => [market.symbol, position]));
  for (const ticker of payload) {
    if (!isTicker(ticker)) continue;
    const position = index.get(ticker.symbol);
    if (position === undefined) {
      if (!isWholeMarket(ticker)) continue;
      index.set(ticker.symbol, draft.length);
      draft.push(ticker);
      continue;
    }
    const market = draft[position] as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(ticker)) {
      if (market[field] !== value) market[field] = value;
    }
  }
};

// Writes a `candle` push into the cached candles (an immer draft, oldest first): the current candle
// changes in place, the next one is appended, and a candle older than the last is corrected only if
// the list has it.
export const mergeCandle = (draft: Candle[], candle: Candle): void => {
  const last = draft[draft.length - 1];
  if (!last || candle.time > last.time) {
    draft.push(candle);
    return;
  }
  const position = candle.time === last.time ? draft.length - 1 : draft.findIndex((entry) => entry.time === candle.time);
  if (position >= 0) draft[position] = candle;
};

interface CacheLifecycle<T> extends CacheEntryLifecycle {
  updateCachedData: (recipe: (draft: T) => void) => unknown;
}

// Tied to the market list's cache entry (STYLE.md): while it lives, each `tickers` push (once a
// second) updates the cached list in place instead of fetching it again.
export const keepTickersLive = (lifecycle: CacheLifecycle<Market[]>) =>
  whileCached(lifecycle, () => onMarketEvent('tickers', (payload) => lifecycle.updateCachedData((draft) => applyTickers(draft, payload))));

// Tied to one chart's cache entry: subscribes to the candle of that symbol and period, merges each
// push, and unsubscribes when the entry is removed (the chart was left). After a reconnection the
// candles are fetched again through `onResumed`, since pushes may have been missed.
export const followCandles = (topic: CandleTopic, lifecycle: CacheLifecycle<Candle[]>, onResumed: () => void) =>
  whileCached(lifecycle, () => {
    const stopListening = onMarketEvent('candle', (payload) => {
      if (!isCandlePush(payload) || payload.symbol !== topic.symbol || payload.period !== topic.period) return;
      lifecycle.updateCachedData((draft) => mergeCandle(draft, payload.candle));
    });
    return [subscribeMarketTopic({ symbol: topic.symbol, period: topic.period }, onResumed), stopListening];
  });

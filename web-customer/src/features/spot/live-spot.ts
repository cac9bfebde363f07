import { whileCached, type CacheEntryLifecycle } from '../../shared/api/while-cached';
import { onMarketEvent, onPrivateEvent, subscribeOrderBook, type PrivateEvent } from '../../shared/socket/push-connection';
import { applyOrder, isDepth, isOrder, isTradesPush, mergeTrades } from './spot-cache';
import type { Depth, Order, OrdersQuery, PublicTrade } from './spot.types';

export const PUBLIC_TRADES_LIMIT = 50;
export const ORDERS_LIMIT = 50;

// What RTK Query hands to onCacheEntryAdded, as far as these functions use it.
interface CacheLifecycle<T> extends CacheEntryLifecycle {
  updateCachedData: (recipe: (draft: T) => void | T) => unknown;
}

interface HeldBook {
  holders: Set<() => void>;
  stop: () => void;
}

const books = new Map<string, HeldBook>();

// The book and the trades of a pair come from one `subscribe-book`: the first holder asks for it, the
// last one to leave says `unsubscribe-book`, and every holder hears of a reconnection.
export const holdOrderBook = (symbol: string, onResumed: () => void): (() => void) => {
  let book = books.get(symbol);
  if (!book) {
    const holders = new Set<() => void>();
    book = { holders, stop: subscribeOrderBook(symbol, () => holders.forEach((resumed) => resumed())) };
    books.set(symbol, book);
  }
  const held = book;
  const holder = () => onResumed();
  held.holders.add(holder);
  return () => {
    held.holders.delete(holder);
    if (held.holders.size > 0) return;
    held.stop();
    books.delete(symbol);
  };
};

// Tied to one pair's depth entry: each `depth` push of the pair is a whole snapshot and replaces it.
export const followDepth = (symbol: string, lifecycle: CacheLifecycle<Depth>, onResumed: () => void) =>
  whileCached(lifecycle, () => {
    const stopListening = onMarketEvent('depth', (payload) => {
      if (isDepth(payload) && payload.symbol === symbol) lifecycle.updateCachedData(() => payload);
    });
    return [holdOrderBook(symbol, onResumed), stopListening];
  });

// Tied to one pair's public trades: each `trades` push brings the new ones, newest first.
export const followPublicTrades = (symbol: string, lifecycle: CacheLifecycle<PublicTrade[]>, onResumed: () => void) =>
  whileCached(lifecycle, () => {
    const stopListening = onMarketEvent('trades', (payload) => {
      if (isTradesPush(payload) && payload.symbol === symbol)
        lifecycle.updateCachedData((draft) => mergeTrades(draft, payload.items, PUBLIC_TRADES_LIMIT));
    });
    return [holdOrderBook(symbol, onResumed), stopListening];
  });

// Tied to one list of the customer's orders: every `spot-order` push moves the order in or out of it.
// After a reconnection the list is fetched again, since pushes may have been missed.
export const followOrders = (query: OrdersQuery, lifecycle: CacheLifecycle<Order[]>, onResumed: () => void) =>
  whileCached(lifecycle, () => [
    onPrivateEvent('spot-order', (payload) => {
      if (isOrder(payload)) lifecycle.updateCachedData((draft) => applyOrder(draft, payload, query, ORDERS_LIMIT));
    }),
    onPrivateEvent('reconnected', onResumed),
  ]);

// A balance change moves two coins at once, and a fill brings several pushes: those arriving together
// become one refetch.
const COALESCE_MS = 150;

// Refetches an entry whose pushes do not carry its data (a balance push only says which account moved).
export const refreshWhenPushed = (
  events: readonly PrivateEvent[],
  lifecycle: CacheEntryLifecycle,
  refresh: () => void,
  when: (payload: unknown) => boolean = () => true,
) =>
  whileCached(lifecycle, () => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const soon = (payload: unknown) => {
      if (!when(payload)) return;
      timer ??= setTimeout(() => {
        timer = null;
        refresh();
      }, COALESCE_MS);
    };
    const stops = events.map((event) => onPrivateEvent(event, soon));
    return [
      ...stops,
      () => {
        if (timer) clearTimeout(timer);
      },
    ];
  });

import { isDecimal } from '../../shared/decimal/decimal';
import type { Depth, Order, OrderList, OrdersQuery, PublicTrade, SpotMarket, TradesPush } from './spot.types';

// How the cached lists change when a push arrives. Each writes into an immer draft, so RTK Query's
// updateCachedData can apply it, and a push that changes nothing leaves the cache as it was.
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const isPositiveDecimal = (value: unknown) =>
  typeof value === 'string' && isDecimal(value) && !value.startsWith('-') && !/^[0.]+$/.test(value);
const isRate = (value: unknown) => typeof value === 'string' && isDecimal(value) && !value.startsWith('-');

// A pair the order form can do exact arithmetic with: its steps positive decimal strings, its fees
// decimal rates, its decimals one of 2, 4 or 6. Any other is left out of the list (and logged) rather
// than breaking the screen.
export const isTradablePair = (value: unknown): value is SpotMarket =>
  isRecord(value) &&
  typeof value.symbol === 'string' &&
  typeof value.base === 'string' &&
  typeof value.quote === 'string' &&
  [value.tickSize, value.lotStep, value.minQuantity].every(isPositiveDecimal) &&
  [value.makerFee, value.takerFee].every(isRate) &&
  (value.decimals === 2 || value.decimals === 4 || value.decimals === 6) &&
  Number.isInteger(value.quantityDecimals);

const isLevel = (value: unknown) =>
  isRecord(value) && typeof value.price === 'string' && typeof value.quantity === 'string' && isDecimal(value.price);

export const isDepth = (value: unknown): value is Depth =>
  isRecord(value) &&
  typeof value.symbol === 'string' &&
  Array.isArray(value.bids) &&
  Array.isArray(value.asks) &&
  [...value.bids, ...value.asks].every(isLevel);

const isTrade = (value: unknown): value is PublicTrade =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.price === 'string' &&
  isDecimal(value.price) &&
  (value.side === 'buy' || value.side === 'sell');

export const isTradesPush = (value: unknown): value is TradesPush =>
  isRecord(value) && typeof value.symbol === 'string' && Array.isArray(value.items);

export const isOrder = (value: unknown): value is Order =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.symbol === 'string' &&
  typeof value.status === 'string' &&
  typeof value.updatedAt === 'string';

// New public trades (newest first) go on top; one the list already has is not shown twice.
export const mergeTrades = (draft: PublicTrade[], items: readonly unknown[], limit: number): void => {
  const known = new Set(draft.map((trade) => trade.id));
  const fresh = items.filter((item): item is PublicTrade => isTrade(item) && !known.has(item.id));
  if (fresh.length === 0) return;
  draft.unshift(...fresh);
  if (draft.length > limit) draft.length = limit;
};

const OPEN_STATUSES: ReadonlySet<string> = new Set(['untriggered', 'open', 'partially_filled']);

export const listOf = (order: Pick<Order, 'status'>): OrderList => (OPEN_STATUSES.has(order.status) ? 'open' : 'history');

// Timestamps are ISO strings; a push older than what the list holds (they may cross the answer of a
// fetch) is ignored.
const isOlder = (incoming: Order, current: Order) => Date.parse(incoming.updatedAt) < Date.parse(current.updatedAt);

// One order's change, in one cached list: replaced where it is, moved out when it no longer belongs
// (filled or cancelled leave the open list), put on top (newest first) when it newly belongs.
export const applyOrder = (draft: Order[], order: Order, query: OrdersQuery, limit: number): void => {
  const position = draft.findIndex((entry) => entry.id === order.id);
  const belongs = listOf(order) === query.status && (!query.symbol || query.symbol === order.symbol);
  if (position >= 0) {
    if (isOlder(order, draft[position])) return;
    if (belongs) draft[position] = order;
    else draft.splice(position, 1);
    return;
  }
  if (!belongs) return;
  draft.unshift(order);
  if (draft.length > limit) draft.length = limit;
};

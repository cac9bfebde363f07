import { io, type Socket } from 'socket.io-client';

// 'connecting' is the first attempt; only a dropped or failing connection is shown to the customer.
export type PushStatus = 'connecting' | 'online' | 'reconnecting' | 'offline';

let status: PushStatus = 'connecting';
const listeners = new Set<() => void>();

const setStatus = (next: PushStatus) => {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
};

export const getPushStatus = () => status;

export const subscribePushStatus = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let market: Socket | null = null;

// Public prices (namespace /market). Both namespaces share one underlying connection (one Manager).
export const connectMarket = (): Socket => {
  if (market) return market;
  const socket = io('/market');
  socket.on('connect', () => setStatus('online'));
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') setStatus(navigator.onLine ? 'reconnecting' : 'offline');
  });
  socket.on('connect_error', () => setStatus(navigator.onLine ? 'reconnecting' : 'offline'));
  socket.io.on('reconnect_attempt', () => setStatus(navigator.onLine ? 'reconnecting' : 'offline'));
  window.addEventListener('offline', () => setStatus('offline'));
  window.addEventListener('online', () => setStatus(socket.connected ? 'online' : 'reconnecting'));
  market = socket;
  return socket;
};

export const marketSocket = () => market;

// Public pushes of /market (docs/api.md, "Market data"): the ticker list, a chart's candle, and a spot
// pair's order book (`depth`, a snapshot of the top levels) and its new public `trades`.
export type MarketEvent = 'tickers' | 'candle' | 'depth' | 'trades';

// Listens for as long as the caller wants, across reconnections; answers the unsubscribe.
export const onMarketEvent = (event: MarketEvent, listener: (payload: unknown) => void): (() => void) => {
  const socket = connectMarket();
  socket.on(event, listener);
  return () => {
    socket.off(event, listener);
  };
};

interface TopicVerbs {
  subscribe: string;
  unsubscribe: string;
}

// Asks /market for a topic (`subscribe`) until the answered function is called (`unsubscribe`). The
// server forgets a dropped socket's topics, so it is asked again after every reconnection, and
// `onResumed` hears of it: pushes may have been missed in between. Nothing is emitted while
// disconnected, since socket.io would buffer it and send it twice with the one after the reconnection.
const subscribeWith = (verbs: TopicVerbs, topic: Record<string, unknown>, onResumed?: () => void): (() => void) => {
  const socket = connectMarket();
  let connectedBefore = socket.connected;
  const ask = () => {
    socket.emit(verbs.subscribe, topic);
    if (connectedBefore) onResumed?.();
    connectedBefore = true;
  };
  if (socket.connected) socket.emit(verbs.subscribe, topic);
  socket.on('connect', ask);
  return () => {
    socket.off('connect', ask);
    if (socket.connected) socket.emit(verbs.unsubscribe, topic);
  };
};

// A chart's candles: `subscribe` / `unsubscribe` { symbol, period }.
export const subscribeMarketTopic = (topic: Record<string, unknown>, onResumed?: () => void): (() => void) =>
  subscribeWith({ subscribe: 'subscribe', unsubscribe: 'unsubscribe' }, topic, onResumed);

// A spot pair's order book and public trades: `subscribe-book` / `unsubscribe-book` { symbol }.
export const subscribeOrderBook = (symbol: string, onResumed?: () => void): (() => void) =>
  subscribeWith({ subscribe: 'subscribe-book', unsubscribe: 'unsubscribe-book' }, { symbol }, onResumed);

// The customer's own events on /private (docs/api.md), and 'reconnected' when the connection comes back
// after a drop, during which events may have been missed. `spot-order` carries a spot order on each change;
// `credit` an answered credit evaluation `{ score, limit, at }`.
export type PrivateEvent = 'balance' | 'deposit' | 'withdrawal' | 'order' | 'spot-order' | 'verification' | 'credit' | 'reconnected';

type PrivateListener = (payload: unknown) => void;
const privateListeners = new Map<PrivateEvent, Set<PrivateListener>>();

const emitPrivate = (event: PrivateEvent, payload: unknown) => privateListeners.get(event)?.forEach((listener) => listener(payload));

// Listens for as long as the caller wants, across logins and reconnections; answers the unsubscribe.
export const onPrivateEvent = (event: PrivateEvent, listener: PrivateListener): (() => void) => {
  const listeners = privateListeners.get(event) ?? new Set<PrivateListener>();
  listeners.add(listener);
  privateListeners.set(event, listeners);
  return () => {
    listeners.delete(listener);
  };
};

interface PrivateHandlers {
  /** `cause` is `logout` when the customer ended this session here; otherwise it was ended for them. */
  onRevoked: (cause: string | undefined) => void;
}

const FORWARDED: ReadonlySet<string> = new Set<PrivateEvent>(['balance', 'deposit', 'withdrawal', 'order', 'spot-order', 'verification', 'credit']);

// The customer's own events (namespace /private); answers a function that closes it.
export const connectPrivate = (token: string, { onRevoked }: PrivateHandlers): (() => void) => {
  const socket = io('/private', { auth: { token } });
  let connectedBefore = false;
  socket.on('session', (payload: { reason?: string; cause?: string } | undefined) => {
    if (payload?.reason === 'revoked') onRevoked(payload.cause);
  });
  socket.on('connect', () => {
    if (connectedBefore) emitPrivate('reconnected', null);
    connectedBefore = true;
  });
  socket.onAny((event: string, payload: unknown) => {
    if (FORWARDED.has(event)) emitPrivate(event as PrivateEvent, payload);
  });
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
};

import type { Socket } from 'socket.io-client';

// socket.io's client is not needed for the first paint: it loads in its own chunk, when the first
// feed is asked for (after the first render), and what is asked before it arrives is applied then.
type Io = typeof import('socket.io-client').io;
let io: Io | null = null;
let ioLoading: Promise<Io> | null = null;

/** Loads the socket.io client once; what waited for it runs as soon as it is there. */
export const loadPushClient = (): Promise<Io> =>
  (ioLoading ??= import('socket.io-client').then(
    (module) => {
      io = module.io;
      return module.io;
    },
    (error: unknown) => {
      // The next caller tries again.
      ioLoading = null;
      throw error;
    },
  ));

// Runs `use` with the client now if it is loaded, or when it is; the answer undoes it (also before then).
const withClient = (use: (client: Io) => () => void): (() => void) => {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const start = (client: Io) => {
    if (!cancelled) stop = use(client);
  };
  if (io) start(io);
  else
    void loadPushClient().then(start, () => {
      // The chunk failed to load (offline on a first visit): the bar says so; a reload tries again.
      setStatus('offline');
    });
  return () => {
    cancelled = true;
    stop?.();
  };
};

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
const openMarket = (client: Io): Socket => {
  if (market) return market;
  const socket = client('/market');
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

// Opens /market (once); the client loads first if it has not yet.
export const connectMarket = (): void => {
  withClient((client) => {
    openMarket(client);
    return () => undefined;
  });
};

export const marketSocket = () => market;

// Runs `use` with the /market socket as soon as it exists; the answer undoes it.
const withMarket = (use: (socket: Socket) => () => void) => withClient((client) => use(openMarket(client)));

// Public pushes of /market (docs/api.md, "Market data"): the ticker list, a chart's candle, and a spot
// pair's order book (`depth`, a snapshot of the top levels) and its new public `trades`.
export type MarketEvent = 'tickers' | 'candle' | 'depth' | 'trades';

// Listens for as long as the caller wants, across reconnections; answers the unsubscribe.
export const onMarketEvent = (event: MarketEvent, listener: (payload: unknown) => void): (() => void) =>
  withMarket((socket) => {
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  });

interface TopicVerbs {
  subscribe: string;
  unsubscribe: string;
}

// Asks /market for a topic (`subscribe`) until the answered function is called (`unsubscribe`). The
// server forgets a dropped socket's topics, so it is asked again after every reconnection, and
// `onResumed` hears of it: pushes may have been missed in between. Nothing is emitted while
// disconnected, since socket.io would buffer it and send it twice with the one after the reconnection.
const subscribeWith = (verbs: TopicVerbs, topic: Record<string, unknown>, onResumed?: () => void): (() => void) =>
  withMarket((socket) => {
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
  });

// A chart's candles: `subscribe` / `unsubscribe` { symbol, period }.
export const subscribeMarketTopic = (topic: Record<string, unknown>, onResumed?: () => void): (() => void) =>
  subscribeWith({ subscribe: 'subscribe', unsubscribe: 'unsubscribe' }, topic, onResumed);

// A spot pair's order book and public trades: `subscribe-book` / `unsubscribe-book` { symbol }.
export const subscribeOrderBook = (symbol: string, onResumed?: () => void): (() => void) =>
  subscribeWith({ subscribe: 'subscribe-book', unsubscribe: 'unsubscribe-book' }, { symbol }, onResumed);

// The customer's own events on /private (docs/api.md), and 'reconnected' when the connection comes back
// after a drop, during which events may have been missed. `spot-order` carries a spot order on each change;
// `credit` an answered credit evaluation `{ score, limit, at }`.
// `support` a live-support message or status change (docs/support.md); `inbox` the unread count `{ unread }`
// of the customer's messages (docs/engagement.md); `c2c` a C2C order that moved `{ orderId, status, notice,
// expiresAt }` (docs/c2c.md).
export type PrivateEvent = 'balance' | 'deposit' | 'withdrawal' | 'order' | 'spot-order' | 'verification' | 'credit' | 'support' | 'inbox' | 'c2c' | 'reconnected';

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

const FORWARDED: ReadonlySet<string> = new Set<PrivateEvent>([
  'balance',
  'deposit',
  'withdrawal',
  'order',
  'spot-order',
  'verification',
  'credit',
  'support',
  'inbox',
  'c2c',
]);

// The customer's own events (namespace /private); answers a function that closes it.
export const connectPrivate = (token: string, { onRevoked }: PrivateHandlers): (() => void) =>
  withClient((client) => {
    const socket = client('/private', { auth: { token } });
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
  });

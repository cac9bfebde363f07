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

interface PrivateHandlers {
  onRevoked: () => void;
}

// The customer's own events (namespace /private); answers a function that closes it.
export const connectPrivate = (token: string, { onRevoked }: PrivateHandlers): (() => void) => {
  const socket = io('/private', { auth: { token } });
  socket.on('session', (payload: { reason?: string } | undefined) => {
    if (payload?.reason === 'revoked') onRevoked();
  });
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
};

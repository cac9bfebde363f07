// For the push-connection specs: a socket.io client stand-in that records what is asked of it, and the
// little of a browser the connection reads (set on import, so before the connection module loads).
type Handler = (...args: unknown[]) => void;

Object.defineProperty(globalThis, 'window', { value: { addEventListener: () => undefined }, configurable: true });
Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });

export const fakeSocket = (connected: boolean) => ({
  connected,
  emitted: [] as [string, unknown][],
  handlers: new Map<string, Set<Handler>>(),
  on(event: string, handler: Handler) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  },
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  },
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  },
  fire(event: string, ...args: unknown[]) {
    this.handlers.get(event)?.forEach((handler) => handler(...args));
  },
  io: { on: () => undefined },
});

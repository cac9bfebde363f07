// For the specs of what listens to pushes: stands in for push-connection's on…Event functions. The mock
// calls `listen` (looked up on each call: jest.mock's factory runs before the spec's constants exist);
// `push` calls an event's listeners; `registered` is the set still listening.
type Listener = (payload: unknown) => void;

export const pushListeners = () => {
  const registry = new Map<string, Set<Listener>>();
  return {
    listen: (event: string, listener: Listener) => {
      const set = registry.get(event) ?? new Set<Listener>();
      set.add(listener);
      registry.set(event, set);
      return () => set.delete(listener);
    },
    push: (event: string, payload: unknown = null) => registry.get(event)?.forEach((listener) => listener(payload)),
    registered: (event: string) => registry.get(event),
    clear: () => registry.clear(),
  };
};

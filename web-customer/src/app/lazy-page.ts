import { lazy, type ComponentType } from 'react';

// How many screens' chunks are on their way: the route progress bar shows while any is. Listeners hear
// of a change after the current render (React.lazy starts a load while rendering).
let loading = 0;
const listeners = new Set<() => void>();

export const chunksLoading = () => loading;

export const subscribeChunksLoading = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const counted = <T>(load: () => Promise<T>) => {
  loading += 1;
  queueMicrotask(() => listeners.forEach((listener) => listener()));
  return load().finally(() => {
    loading -= 1;
    listeners.forEach((listener) => listener());
  });
};

// React.lazy wants a default export; our pages use named exports. `preload` fetches the page's chunk
// ahead of rendering (the first screen's chunk is asked for while the language loads, not after).
export const lazyPage = <P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  Object.assign(
    lazy(async () => ({ default: (await counted(load))[name] })),
    { preload: () => void counted(load).catch(() => undefined) },
  );

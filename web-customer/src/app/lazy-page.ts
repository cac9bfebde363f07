import { lazy, type ComponentType } from 'react';

// React.lazy wants a default export; our pages use named exports. `preload` fetches the page's chunk
// ahead of rendering (the first screen's chunk is asked for while the language loads, not after).
export const lazyPage = <P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: () => void load().catch(() => undefined) },
  );

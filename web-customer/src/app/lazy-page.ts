import { lazy, type ComponentType } from 'react';

// React.lazy wants a default export; our pages use named exports.
export const lazyPage = <P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

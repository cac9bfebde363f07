import { createNextState } from '@reduxjs/toolkit';

// For the live-cache specs: a cache entry as RTK Query hands it to onCacheEntryAdded, with its data kept here.
export const cacheEntry = <T>(initial: T) => {
  let removeEntry!: () => void;
  const state = {
    data: initial,
    cacheDataLoaded: Promise.resolve(),
    cacheEntryRemoved: new Promise<void>((resolve) => (removeEntry = resolve)),
    updateCachedData: (recipe: (draft: T) => void | T) => {
      state.data = createNextState(state.data, recipe) as T;
    },
  };
  return { state, remove: () => removeEntry() };
};

// Lets the pushes and promises already queued run.
export const settle = () => new Promise((resolve) => setImmediate(resolve));

import { onPrivateEvent, type PrivateEvent } from '../socket/push-connection';

/** What RTK Query hands to onCacheEntryAdded about the entry's life. */
export interface CacheEntryLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

type Stop = () => void;

// Tied to a query's cache entry: once the entry has its first answer, `start` listens (to pushes, a
// subscription) and answers how to stop, which the entry's removal does. An entry removed before its
// first answer never listens.
export const whileCached = async (lifecycle: CacheEntryLifecycle, start: () => Stop | Stop[]) => {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    return;
  }
  const stops = [start()].flat();
  await lifecycle.cacheEntryRemoved;
  stops.forEach((stop) => stop());
};

// While the entry lives, the push `event`, or a connection that came back (pushes may have been missed
// meanwhile), calls `refetch`, which reads the query again.
export const refetchOnPush = (event: PrivateEvent, refetch: () => void, lifecycle: CacheEntryLifecycle) =>
  whileCached(lifecycle, () => [onPrivateEvent(event, refetch), onPrivateEvent('reconnected', refetch)]);

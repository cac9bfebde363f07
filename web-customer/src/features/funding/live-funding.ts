import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../shared/api/api';
import { whileCached, type CacheEntryLifecycle } from '../../shared/api/while-cached';
import { onPrivateEvent, type PrivateEvent } from '../../shared/socket/push-connection';

type Tags = Parameters<typeof api.util.invalidateTags>[0];
type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

// What each push from /private makes stale. A balance change also writes an account record.
const STALE_AFTER: Partial<Record<PrivateEvent, Tags>> = {
  balance: ['Assets', { type: 'Records', id: 'account' }],
  deposit: [{ type: 'Records', id: 'deposit' }],
  withdrawal: [{ type: 'Records', id: 'withdrawal' }, 'WithdrawalRules'],
  reconnected: ['Assets', 'Records', 'WithdrawalRules'],
};

// A transfer moves two balances at once: pushes arriving together become one refetch.
const COALESCE_MS = 150;
let queued: Tags = [];
let timer: ReturnType<typeof setTimeout> | null = null;

const invalidateSoon = (dispatch: Dispatch, tags: Tags) => {
  queued = [...queued, ...tags];
  timer ??= setTimeout(() => {
    const unique = [...new Map(queued.map((tag) => [JSON.stringify(tag), tag])).values()];
    queued = [];
    timer = null;
    dispatch(api.util.invalidateTags(unique));
  }, COALESCE_MS);
};

// Tied to an RTK Query cache entry: called from onCacheEntryAdded, it listens while the entry lives and
// stops when the entry is removed.
export const refreshWhilePushed = (events: readonly PrivateEvent[], lifecycle: CacheEntryLifecycle & { dispatch: Dispatch }) =>
  whileCached(lifecycle, () => events.map((event) => onPrivateEvent(event, () => invalidateSoon(lifecycle.dispatch, STALE_AFTER[event] ?? []))));

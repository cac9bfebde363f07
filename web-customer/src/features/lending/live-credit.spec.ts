import { pushListeners } from '../../shared/socket/push-listeners.testing';
import { creditEvaluatedOf, onCreditEvaluated, refreshCreditWhilePushed } from './live-credit';

const pushes = pushListeners();
const push = pushes.push;

jest.mock('../../shared/socket/push-connection', () => ({
  onPrivateEvent: (event: string, listener: (payload: unknown) => void) => pushes.listen(event, listener),
}));
const answered = { score: 720, limit: '20000.000000', at: '2026-11-24T00:00:00.000Z' };

describe('an answered credit evaluation pushed to the open app', () => {
  it('is read from the push only when it is one', () => {
    expect(creditEvaluatedOf(answered)).toEqual(answered);
    expect(creditEvaluatedOf({ ...answered, limit: 20000 })).toBeNull();
    expect(creditEvaluatedOf({ ...answered, limit: '1e5' })).toBeNull();
    expect(creditEvaluatedOf({ ...answered, score: '720' })).toBeNull();
    expect(creditEvaluatedOf(null)).toBeNull();
  });

  it('reaches the notice, and a malformed push does not', () => {
    const seen: unknown[] = [];
    const stop = onCreditEvaluated((evaluation) => seen.push(evaluation));
    push('credit', { score: 'high' });
    push('credit', answered);
    stop();
    push('credit', answered);
    expect(seen).toEqual([answered]);
  });

  it('refreshes the standing on the push or a reconnection while the cache entry lives', async () => {
    const refresh = jest.fn();
    let remove!: () => void;
    const removed = new Promise<void>((resolve) => (remove = resolve));
    const lifecycle = refreshCreditWhilePushed(refresh, { cacheDataLoaded: Promise.resolve(), cacheEntryRemoved: removed });
    await Promise.resolve();
    await Promise.resolve();
    push('credit', answered);
    push('reconnected');
    expect(refresh).toHaveBeenCalledTimes(2);
    remove();
    await lifecycle;
    push('credit', answered);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not listen for an entry removed before its first answer', async () => {
    const refresh = jest.fn();
    await refreshCreditWhilePushed(refresh, { cacheDataLoaded: Promise.reject(new Error('removed')), cacheEntryRemoved: Promise.resolve() });
    push('credit', answered);
    expect(refresh).not.toHaveBeenCalled();
  });
});

import { pushListeners } from '../../shared/socket/push-listeners.testing';
import { refreshWhilePushed } from './live-funding';

const pushes = pushListeners();
const push = pushes.push;

jest.mock('../../shared/socket/push-connection', () => ({
  onPrivateEvent: (event: string, listener: () => void) => pushes.listen(event, listener),
}));

jest.mock('../../shared/api/api', () => ({
  api: { util: { invalidateTags: (tags: unknown[]) => ({ type: 'invalidate', tags }) } },
}));


describe('live balances: pushes from /private make the cached screens stale', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('listens while the cache entry lives, and turns a burst of pushes into one invalidation', async () => {
    const dispatch = jest.fn();
    let remove!: () => void;
    const removed = new Promise<void>((resolve) => (remove = resolve));
    const lifecycle = refreshWhilePushed(['balance', 'withdrawal'], { dispatch, cacheDataLoaded: Promise.resolve(), cacheEntryRemoved: removed });
    await Promise.resolve();

    push('balance');
    push('balance');
    push('withdrawal');
    jest.advanceTimersByTime(200);

    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch.mock.calls[0][0].tags).toEqual(['Assets', { type: 'Records', id: 'account' }, { type: 'Records', id: 'withdrawal' }, 'WithdrawalRules']);

    remove();
    await lifecycle;
    push('balance');
    jest.advanceTimersByTime(200);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });

  it('does not listen for an entry removed before its first answer', async () => {
    await refreshWhilePushed(['balance'], { dispatch: jest.fn(), cacheDataLoaded: Promise.reject(new Error('removed')), cacheEntryRemoved: Promise.resolve() });
    expect(pushes.registered('balance')?.size ?? 0).toBe(0);
  });
});

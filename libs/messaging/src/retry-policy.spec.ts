import { backoffDelay, retryUntilDone, STOPPED } from './retry-policy';

describe('retry back-off', () => {
  const policy = { initialDelayMs: 100, maxDelayMs: 1000 };

  it('doubles after each failure up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 50].map((failures) => backoffDelay(failures, policy))).toEqual([100, 200, 400, 800, 1000, 1000]);
  });

  it('retries until the attempt succeeds, reporting each failure', async () => {
    const failures: number[] = [];
    let calls = 0;
    const result = await retryUntilDone(
      async () => {
        if (++calls < 3) throw new Error('not yet');
        return 'done';
      },
      { policy: { initialDelayMs: 1, maxDelayMs: 1 }, signal: new AbortController().signal, onFailure: (_e, attempt) => void failures.push(attempt) },
    );
    expect(result).toBe('done');
    expect(failures).toEqual([1, 2]);
  });

  it('gives up only when stopped', async () => {
    const stop = new AbortController();
    const result = retryUntilDone(() => Promise.reject(new Error('down')), {
      policy: { initialDelayMs: 60_000, maxDelayMs: 60_000 },
      signal: stop.signal,
      onFailure: () => stop.abort(),
    });
    await expect(result).resolves.toBe(STOPPED);
  });
});

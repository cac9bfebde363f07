export interface RetryPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { initialDelayMs: 100, maxDelayMs: 10_000 };

/** Exponential back-off: attempt 1 failed → initialDelayMs, doubling up to maxDelayMs. */
export function backoffDelay(failedAttempts: number, policy: RetryPolicy): number {
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30);
  return Math.min(policy.initialDelayMs * 2 ** exponent, policy.maxDelayMs);
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

export const STOPPED = Symbol('stopped');

export interface RetryOptions {
  policy: RetryPolicy;
  signal: AbortSignal;
  onFailure(error: unknown, attempt: number): void | Promise<void>;
  /** Called once an attempt succeeds after failed ones, with how many failed (those of `failedBefore` too). */
  onRecovered?(failedAttempts: number): void;
  /** Attempts that already failed elsewhere (a run handed over one event at a time counts its failure as the first). */
  failedBefore?: number;
}

/**
 * Runs `attempt` until it succeeds, backing off after each failure. Never gives up on its own, so no
 * event is dropped; only `signal` (the bus stopping) ends it, with STOPPED.
 */
export async function retryUntilDone<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T | typeof STOPPED> {
  for (let attemptNo = 1 + (options.failedBefore ?? 0); ; attemptNo++) {
    if (options.signal.aborted) return STOPPED;
    try {
      const done = await attempt();
      if (attemptNo > 1) options.onRecovered?.(attemptNo - 1);
      return done;
    } catch (error) {
      await options.onFailure(error, attemptNo);
      await pause(backoffDelay(attemptNo, options.policy), options.signal);
    }
  }
}

import { refetchOnPush, type CacheEntryLifecycle } from '../../shared/api/while-cached';
import { onPrivateEvent } from '../../shared/socket/push-connection';

/** An answered credit evaluation, as the `credit` push carries it (docs/api.md, "Push"). */
export interface CreditEvaluated {
  score: number;
  /** USDT, a decimal string. */
  limit: string;
  at: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** The push's payload, or null when it is not an answered evaluation (a push is a hint, never trusted blindly). */
export const creditEvaluatedOf = (payload: unknown): CreditEvaluated | null => {
  if (typeof payload !== 'object' || payload === null) return null;
  const { score, limit, at } = payload as Record<string, unknown>;
  if (!Number.isInteger(score) || typeof limit !== 'string' || !DECIMAL.test(limit) || typeof at !== 'string') return null;
  return { score: score as number, limit, at };
};

// Tied to the credit query's cache entry: while it lives, an answered evaluation or a connection that
// came back fetches the standing again.
export const refreshCreditWhilePushed = (refresh: () => void, entry: CacheEntryLifecycle) => refetchOnPush('credit', refresh, entry);

/** Calls `listener` with each answered evaluation pushed until the answer is called. */
export const onCreditEvaluated = (listener: (evaluation: CreditEvaluated) => void): (() => void) =>
  onPrivateEvent('credit', (payload) => {
    const evaluation = creditEvaluatedOf(payload);
    if (evaluation) listener(evaluation);
  });

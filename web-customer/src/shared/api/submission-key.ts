import { useState } from 'react';
import { isApiError } from './api-error';
import { randomRtoken } from './rtoken';

// 32 letters and digits: within the server's 6 to 64, and crypto.randomUUID needs a secure context.
export const newIdempotencyKey = (random?: (bytes: Uint8Array) => Uint8Array): string => randomRtoken(random) + randomRtoken(random);

// The server may have carried out a request that answered like this (a dropped connection, a 5xx), or
// is still carrying it out (409): a retry must reuse its key, so it cannot happen twice.
export const mayHaveBeenApplied = (error: unknown): boolean => {
  if (!isApiError(error)) return true;
  if (error.code === 'network') return true;
  const status = error.status ?? (typeof error.code === 'number' ? error.code : 0);
  return status === 409 || status >= 500;
};

// What to tell the customer when a submission failed: the server's translated message (or that it could
// not be reached), and whether it may have happened anyway, so a retry must keep its key.
export const describeFailure = (error: unknown, unreachable: string): { message: string; retry: boolean } => ({
  message: isApiError(error) && error.code !== 'network' ? error.message : unreachable,
  retry: mayHaveBeenApplied(error),
});

export interface SubmissionKeys {
  // The key for a submission; the same one while the same payload is retried.
  keyFor: (fingerprint: string) => string;
  // Called with the outcome: success or a definite refusal frees the key, so the next try is new.
  settle: (error?: unknown) => void;
  // One submission: sent under the key for its fingerprint, the key settled with what it answered.
  send: <Outcome extends SubmissionOutcome>(fingerprint: string, request: (key: string) => PromiseLike<Outcome>) => Promise<Outcome>;
}

// What a mutation's trigger resolves to (RTK Query's data or error).
export type SubmissionOutcome = { data: unknown } | { error: unknown };

export const submissionKeys = (make: () => string = () => newIdempotencyKey()): SubmissionKeys => {
  let current: { fingerprint: string; key: string } | null = null;
  const keyFor = (fingerprint: string) => {
    if (current?.fingerprint !== fingerprint) current = { fingerprint, key: make() };
    return current.key;
  };
  const settle = (error?: unknown) => {
    if (error === undefined || !mayHaveBeenApplied(error)) current = null;
  };
  return {
    keyFor,
    settle,
    send: async (fingerprint, request) => {
      const outcome = await request(keyFor(fingerprint));
      settle('error' in outcome ? outcome.error : undefined);
      return outcome;
    },
  };
};

export const useSubmissionKeys = (): SubmissionKeys => useState(() => submissionKeys())[0];

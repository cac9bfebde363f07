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
}

export const submissionKeys = (make: () => string = () => newIdempotencyKey()): SubmissionKeys => {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor: (fingerprint) => {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: make() };
      return current.key;
    },
    settle: (error) => {
      if (error === undefined || !mayHaveBeenApplied(error)) current = null;
    },
  };
};

export const useSubmissionKeys = (): SubmissionKeys => useState(() => submissionKeys())[0];

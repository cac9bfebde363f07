import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from './envelope';

export const isApiError = (error: unknown): error is ApiError =>
  !!error && typeof error === 'object' && 'code' in error && 'message' in error;

// Seconds to wait after a rate limit (code 429, `data.retry_after`), if the error says so.
export const retryAfterSeconds = (error: ApiError | SerializedError | undefined): number | null => {
  if (!isApiError(error) || error.code !== 429) return null;
  const data = error.data as { retry_after?: unknown } | null | undefined;
  return typeof data?.retry_after === 'number' ? data.retry_after : null;
};

// The server asks for the authenticator app's code first (login, withdrawals).
export const asksSecondFactor = (error: unknown): boolean => isApiError(error) && error.event === 'second_factor_required';

// A record asked for by its id that is not there: none has it (404), or the id is malformed or another customer's (400).
export const isNotFound = (error: unknown): boolean => isApiError(error) && (error.status === 404 || error.status === 400);

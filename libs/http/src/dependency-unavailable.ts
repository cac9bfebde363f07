import { UnavailableUpstream } from '@meridian/runtime';

/**
 * Whether a request failed because something it depends on did not answer in time or at all: the
 * database's pool had no connection to give within its wait, the server refused or dropped
 * connections, another service's internal route timed out, was unreachable, or answered that it was
 * itself unavailable. The platform is overloaded or a process is restarting: the request changed
 * nothing the client can see yet, or it is recorded under its request id, so the same request sent
 * again is safe. The edge answers 503 "try again" for these, and 500 only for a fault of the code.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  const failure = asFailure(error);
  if (!failure) return false;
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError' || failure.name === UnavailableUpstream.name) return true;
  if (POSTGRES_UNAVAILABLE.has(failure.code ?? '')) return true;
  if (POOL_OR_CONNECTION.some((pattern) => pattern.test(failure.message))) return true;
  // fetch() wraps a refused or reset connection as `TypeError: fetch failed` with the socket's error as its cause.
  return failure.message === 'fetch failed' && SOCKET_CODES.has(asFailure(failure.cause)?.code ?? '');
}

interface Failure {
  name: string;
  message: string;
  code?: string;
  cause?: unknown;
}

/** An error by its shape: fetch's errors come from Node's own realm, where `instanceof Error` can be false. */
function asFailure(error: unknown): Failure | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, message, code, cause } = error as Record<string, unknown>;
  if (typeof name !== 'string' || typeof message !== 'string') return null;
  return { name, message, code: typeof code === 'string' ? code : undefined, cause };
}

/** PostgreSQL's own "not now": too many connections, shutting down or starting, the connection lost, a statement timed out. */
const POSTGRES_UNAVAILABLE = new Set(['53300', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '57014']);

/** pg and pg-pool say these only in words. */
const POOL_OR_CONNECTION = [/^timeout exceeded when trying to connect$/, /^Connection terminated/, /^Client has encountered a connection error/];

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

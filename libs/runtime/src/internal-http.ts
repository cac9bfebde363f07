/** A call to another service's `/internal/v1` route, with the shared INTERNAL_TOKEN. */
export async function postInternal<T>(baseUrl: string, internalToken: string, path: string, body: unknown, timeoutMs = 5000): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': internalToken },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (UNAVAILABLE_STATUSES.has(res.status)) throw new UnavailableUpstream(`${baseUrl} answered ${res.status} to ${path}`);
  if (!res.ok) throw new Error(`${baseUrl} answered ${res.status} to ${path}`);
  return (await res.json()) as T;
}

/** Another service answered 502, 503 or 504 to an internal call: it is overloaded or starting, and a retry may succeed. */
export class UnavailableUpstream extends Error {
  override readonly name = 'UnavailableUpstream';
}

const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

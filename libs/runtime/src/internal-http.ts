/** A call to another service's `/internal/v1` route, with the shared INTERNAL_TOKEN. */
export async function postInternal<T>(baseUrl: string, internalToken: string, path: string, body: unknown, timeoutMs = 5000): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': internalToken },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`${baseUrl} answered ${res.status} to ${path}`);
  return (await res.json()) as T;
}

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  // A path relative to the site root, e.g. 'web/userLogin'.
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  // A plain object goes as JSON; FormData goes as multipart/form-data (file uploads).
  body?: Record<string, unknown> | FormData;
  // A money action's request id (docs/api.md), kept while the same submission is retried. It replaces
  // the random rtoken: the server prefers an rtoken when both arrive, which would defeat the retry.
  idempotencyKey?: string;
}

export interface CommonFields {
  lang: string;
  rtoken: string;
  token?: string;
}

const defined = (params: Params) =>
  Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null);

const queryOf = (params: Params) => new URLSearchParams(defined(params).map(([k, v]) => [k, String(v)]));

// SPEC section 7: token, lang and rtoken go in the query for GET (and DELETE) and in the JSON body for
// POST. A multipart body carries only the form's own fields: lang and the request id go in the query
// and the token in the Authorization header, and the browser writes the Content-Type with its boundary.
export const buildFetchArgs = (request: ApiRequest, common: CommonFields): { url: string; init: RequestInit } => {
  const method = request.method ?? 'GET';
  const path = `/${request.url.replace(/^\/+/, '')}`;
  const { token, ...rest } = common;
  const fields: Params = { lang: rest.lang, rtoken: request.idempotencyKey ? undefined : rest.rtoken, token };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;

  if (method === 'GET' || method === 'DELETE') {
    return { url: `${path}?${queryOf({ ...request.params, ...fields })}`, init: { method, headers } };
  }
  if (request.body instanceof FormData) {
    if (token) headers.Authorization = `Bearer ${token}`;
    const query = queryOf({ ...request.params, ...fields, token: undefined });
    return { url: `${path}?${query}`, init: { method, headers, body: request.body } };
  }
  const params = request.params ? queryOf(request.params).toString() : '';
  return {
    url: params ? `${path}?${params}` : path,
    init: {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...request.body, ...Object.fromEntries(defined(fields)) }),
    },
  };
};

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  // A path relative to the site root, e.g. 'web/userLogin'.
  url: string;
  method?: 'GET' | 'POST';
  params?: Params;
  body?: Record<string, unknown>;
}

export interface CommonFields {
  lang: string;
  rtoken: string;
  token?: string;
}

const defined = (params: Params) =>
  Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null);

// SPEC section 7: token, lang and rtoken go in the query for GET and in the JSON body for POST.
export const buildFetchArgs = (request: ApiRequest, common: CommonFields): { url: string; init: RequestInit } => {
  const method = request.method ?? 'GET';
  const path = `/${request.url.replace(/^\/+/, '')}`;
  if (method === 'GET') {
    const query = new URLSearchParams(defined({ ...request.params, ...common }).map(([k, v]) => [k, String(v)]));
    return { url: `${path}?${query}`, init: { method, headers: { Accept: 'application/json' } } };
  }
  return {
    url: path,
    init: {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...request.body, ...common }),
    },
  };
};

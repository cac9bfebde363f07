import { HttpError } from 'react-admin';
import { i18nProvider } from './i18n-provider';
import { staffSession } from './staff-session';

export const ADMIN_API_BASE = '/api/v1/admin';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT';
  query?: QueryParams;
  body?: unknown;
  // Money actions carry a request id: the same id sent twice gets the first answer (docs/api.md).
  idempotencyKey?: string;
};

type ErrorBody = { code?: number | string; message?: string };

const toQueryString = (query: QueryParams = {}): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const encoded = params.toString();
  return encoded ? `?${encoded}` : '';
};

// Messages that are i18n keys are translated by react-admin's notifications; the server's own
// messages are shown as they come, already in the staff member's language (Accept-Language below).
const errorMessage = (status: number, body: ErrorBody | undefined): string => {
  if (status === 403) return 'app.errors.forbidden';
  return body?.message || `app.errors.http_${status >= 500 ? 'server' : 'other'}`;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const send = async (path: string, options: RequestOptions, accept: string): Promise<Response> => {
  // The server writes its messages (a refused address, a rule broken) and the texts it keeps (contract
  // terms) in the language the back office is shown in, not the browser's: its locales are BCP 47 tags.
  const headers = new Headers({ Accept: accept, 'Accept-Language': i18nProvider.getLocale() });
  const token = staffSession.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);

  let response: Response;
  try {
    response = await fetch(`${ADMIN_API_BASE}${path}${toQueryString(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new HttpError('app.errors.network', 0);
  }
  if (!response.ok) {
    const body = await readJson(response);
    throw new HttpError(errorMessage(response.status, body as ErrorBody | undefined), response.status, body);
  }
  return response;
};

export const adminApi = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const response = await send(path, options, 'application/json');
  return (await readJson(response)) as T;
};

// Files the API serves behind the staff token (a deposit's proof image): an <img src> cannot send
// the Bearer header, so the bytes are fetched here and shown through an object URL.
export const adminApiBlob = async (path: string): Promise<Blob> => {
  const response = await send(path, {}, 'image/*,application/octet-stream');
  return response.blob();
};

// One id per decision the staff member is about to send: a retry after a lost answer is then
// recognised by the server instead of being applied twice.
export const newRequestId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

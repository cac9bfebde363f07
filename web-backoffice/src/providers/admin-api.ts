import { HttpError } from 'react-admin';
import { staffSession } from './staff-session';

export const ADMIN_API_BASE = '/api/v1/admin';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT'; query?: QueryParams; body?: unknown };

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
// messages are shown as they come.
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

export const adminApi = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const headers = new Headers({ Accept: 'application/json' });
  const token = staffSession.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

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

  const body = await readJson(response);
  if (!response.ok) {
    throw new HttpError(errorMessage(response.status, body as ErrorBody | undefined), response.status, body);
  }
  return body as T;
};

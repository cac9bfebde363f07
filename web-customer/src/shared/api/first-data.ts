import type { ApiRequest } from './request';

// The opened screen's public data, asked for by the first-screen script (vite.config.ts) while the
// app itself was still loading. Each answer is taken once, by the first matching request.
interface FirstData {
  path: string;
  lang: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __meridianFirstData?: FirstData[];
  }
}

/** The early answer for this request, when the first-screen script asked for exactly it. */
export const takeFirstData = (request: ApiRequest, lang: string): Promise<Response> | null => {
  const pending = window.__meridianFirstData;
  if (!pending?.length || (request.method ?? 'GET') !== 'GET' || Object.keys(request.params ?? {}).length > 0) return null;
  const path = `/${request.url.replace(/^\/+/, '')}`;
  const index = pending.findIndex((each) => each.path === path && each.lang === lang);
  if (index < 0) return null;
  const [found] = pending.splice(index, 1);
  return found!.response;
};

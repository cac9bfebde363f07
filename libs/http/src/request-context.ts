import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { pathOf } from './http-exchange';
import { resolveLang, type Lang } from './i18n/translate';

export interface RequestContext {
  lang: Lang;
  /** The caller's token from `token` (query or body) or `Authorization: Bearer`. */
  token: string | null;
  /** The request id: legacy `rtoken` or the REST `Idempotency-Key` header. */
  requestId: string | null;
  ip: string;
  userAgent: string;
  legacy: boolean;
}

/** What the request context and the request id need of a request: Express's, Fastify's, or the order gateway's. */
export interface RequestShape {
  method: string;
  path?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  query: unknown;
  body?: unknown;
  ip?: string;
  socket: { remoteAddress?: string };
}

function field(req: RequestShape, name: string): unknown {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return body[name] ?? (req.query as Record<string, unknown>)[name];
}

export function readRequestContext(req: RequestShape): RequestContext {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const token = field(req, 'token');
  const rtoken = field(req, 'rtoken');
  const key = req.headers['idempotency-key'];
  return {
    lang: resolveLang(field(req, 'lang'), req.headers['accept-language']),
    token: typeof token === 'string' && token !== '' ? token : (bearer ?? null),
    requestId: typeof rtoken === 'string' ? rtoken : typeof key === 'string' ? key : null,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 200),
    legacy: pathOf(req).startsWith('/web/'),
  };
}

export const Ctx = createParamDecorator((_: unknown, host: ExecutionContext) => readRequestContext(host.switchToHttp().getRequest<RequestShape>()));

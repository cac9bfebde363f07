import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { AppError } from './app-error';
import { hasNulInTarget, assertJsonShape } from './body-guard';
import { clientAddress, trustNoProxy, type TrustProxy } from './client-address';
import { errorAnswer } from './error-envelope';
import { readRequestContext, type RequestContext, type RequestShape } from './request-context';
import type { StoredAnswer } from './request-log';

/** A request as a direct route sees it: parsed JSON body and query, its context, the path's captures. */
export interface DirectCall extends RequestShape {
  ctx: RequestContext;
  params: string[];
}

/** What a direct route answers: the status, the envelope, and whether it is a request id's first answer given again. */
export interface DirectAnswer {
  answer: StoredAnswer;
  replayed?: boolean;
}

export interface DirectRoute {
  method: 'POST' | 'DELETE' | 'PUT';
  path: RegExp;
  handle(call: DirectCall): Promise<DirectAnswer>;
}

const BODY_LIMIT = 1024 * 1024;
const logger = new Logger('http');

/**
 * Serves a few hot routes (order entry) straight from Node's HTTP server, ahead of Express and the Nest
 * pipeline, which cost more CPU per request than the order itself. The routes use the same pieces as
 * their Nest twins (request context, authentication, request ids, the error envelope), so the answers
 * are the same. Only JSON bodies (or none) are taken here; anything else falls through to Express,
 * whose routes for the same paths stay the reference and the OpenAPI document.
 */
export function serveDirectRoutes(server: Server, routes: readonly DirectRoute[], options: { trustProxy?: TrustProxy } = {}): void {
  const trust = options.trustProxy ?? trustNoProxy;
  const fallback = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = directMatch(req, routes);
    if (match) {
      answer(req, res, match.route, match.params, trust).catch((error: unknown) => {
        logger.error(error instanceof Error ? error.stack : String(error));
        if (!res.headersSent) send(res, errorAnswer(error, 'en'), false);
        else res.destroy();
      });
      return;
    }
    for (const listener of fallback) listener.call(server, req, res);
  });
}

function directMatch(req: IncomingMessage, routes: readonly DirectRoute[]): { route: DirectRoute; params: string[] } | null {
  const type = req.headers['content-type'];
  const hasBody = req.headers['content-length'] !== undefined ? req.headers['content-length'] !== '0' : req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !(type && /^application\/json\b/i.test(type))) return null;
  // A NUL in the target is refused by Express's guard; let it answer.
  if (hasNulInTarget(req.url ?? '/')) return null;
  const path = (req.url ?? '/').split('?', 1)[0]!;
  for (const route of routes) {
    if (route.method !== req.method) continue;
    const found = route.path.exec(path);
    if (!found) continue;
    try {
      return { route, params: found.slice(1).map((part) => decodeURIComponent(part)) };
    } catch {
      return null; // a malformed escape: Express answers it
    }
  }
  return null;
}

async function answer(req: IncomingMessage, res: ServerResponse, route: DirectRoute, params: string[], trust: TrustProxy): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://direct');
  const call: DirectCall = {
    method: req.method ?? 'GET',
    path: url.pathname,
    headers: req.headers,
    query: Object.fromEntries(url.searchParams),
    socket: req.socket,
    ip: clientAddress(req, trust),
    params,
    ctx: undefined as unknown as RequestContext,
  };
  try {
    call.body = await readJson(req);
  } catch (error) {
    return send(res, errorAnswer(error, readRequestContext(call).lang), false);
  }
  call.ctx = readRequestContext(call);
  try {
    const { answer: result, replayed } = await route.handle(call);
    send(res, { httpStatus: result.httpStatus, body: result.body }, replayed ?? false);
  } catch (error) {
    const refused = errorAnswer(error, call.ctx.lang);
    if (refused.httpStatus >= 500 && !(error instanceof AppError)) logger.error(error instanceof Error ? error.stack : String(error));
    send(res, refused, false);
  }
}

/** The body as JSON (undefined when empty); errors carry the status and type the error envelope knows. */
function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        req.removeAllListeners('data');
        req.resume();
        reject(Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' }));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size === 0) return resolve(undefined);
      const bytes = Buffer.concat(chunks, size);
      try {
        assertJsonShape(bytes);
      } catch (refused) {
        return reject(refused);
      }
      try {
        resolve(JSON.parse(bytes.toString('utf8')));
      } catch {
        reject(Object.assign(new Error('malformed JSON'), { status: 400, type: 'entity.parse.failed' }));
      }
    });
  });
}

/** What the platform's helmet policy sends on an API answer, for the answers given ahead of Express. */
const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

function send(res: ServerResponse, answer: { httpStatus: number; body: unknown }, replayed: boolean): void {
  const text = JSON.stringify(answer.body);
  const headers: Record<string, string | number> = { ...API_SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) };
  if (replayed) headers['idempotent-replayed'] = 'true';
  const retryAfter = (answer.body as { code?: number; data?: { retry_after?: number } } | null)?.data?.retry_after;
  if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
  res.writeHead(answer.httpStatus, headers);
  res.end(text);
}

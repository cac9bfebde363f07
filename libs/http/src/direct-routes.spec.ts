import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from './app-error';
import { serveDirectRoutes, type DirectCall } from './direct-routes';
import { translate } from './i18n/translate';

let server: Server;
let base: string;
const calls: DirectCall[] = [];

beforeAll(async () => {
  // What Express stands for here: it answers everything the direct routes leave alone.
  server = createServer((req, res) => {
    res.writeHead(299, { 'content-type': 'text/plain' });
    res.end(`fallback ${req.method} ${req.url}`);
  });
  serveDirectRoutes(server, [
    {
      method: 'POST',
      path: /^\/api\/v1\/things\/?$/,
      handle: async (call) => {
        calls.push(call);
        const body = call.body as { refuse?: boolean } | undefined;
        if (body?.refuse) throw AppError.badInput('field.invalid', { field: 'side' });
        return { answer: { httpStatus: 201, body: { code: 0, data: call.body ?? null }, isError: false }, replayed: call.ctx.requestId === 'seen-before' };
      },
    },
    {
      method: 'DELETE',
      path: /^\/api\/v1\/things\/([^/]+)$/,
      handle: async (call) => {
        if (call.params[0] === 'boom') throw new Error('a bug');
        return { answer: { httpStatus: 200, body: { code: 0, data: call.params[0] }, isError: false } };
      },
    },
  ]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (calls.length = 0));

const json = async (res: Response) => (await res.json()) as { code: number; message: string; data: unknown };

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${base}/api/v1/things?lang=zh`, { method: 'POST', headers, body });

describe('direct routes (the order gateway)', () => {
  it('answers a JSON call itself, with the parsed body, query, context and status', async () => {
    const res = await post(JSON.stringify({ symbol: 'BTCUSDT' }), { 'content-type': 'application/json; charset=utf-8', authorization: 'Bearer t0ken', 'idempotency-key': 'key-123456' });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await res.json()).toEqual({ code: 0, data: { symbol: 'BTCUSDT' } });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/things', query: { lang: 'zh' }, ctx: { token: 't0ken', requestId: 'key-123456', lang: 'zh', legacy: false } });
  });

  it('marks a request id answered before as replayed', async () => {
    const res = await post('{}', { 'content-type': 'application/json', 'idempotency-key': 'seen-before' });
    expect(res.headers.get('idempotent-replayed')).toBe('true');
  });

  it('leaves other bodies, methods and paths to the framework behind it', async () => {
    const form = await post('symbol=BTCUSDT', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(299);
    expect((await fetch(`${base}/api/v1/things`)).status).toBe(299);
    expect((await fetch(`${base}/api/v1/other`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(299);
    expect((await fetch(`${base}/api/v1/things/%E0%A4%A`, { method: 'DELETE' })).status).toBe(299);
    expect(calls).toHaveLength(0);
  });

  it('takes a call without a body, and the path captures', async () => {
    const res = await fetch(`${base}/api/v1/things/abc%20d`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toBe('abc d');
  });

  it('answers a refusal, malformed JSON and an oversized body as the error envelope in the caller’s language', async () => {
    const refused = await post(JSON.stringify({ refuse: true }));
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toBe(translate('zh', 'field.invalid', { field: 'side' }));

    const malformed = await post('{"symbol":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 1, message: translate('zh', 'request.malformedJson') });

    const huge = await post(JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect((await json(huge)).message).toBe(translate('zh', 'request.tooLarge'));
    expect(calls).toHaveLength(1);
  });

  it('answers a bug as a 500 without its details', async () => {
    const res = await fetch(`${base}/api/v1/things/boom`, { method: 'DELETE' });
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain('a bug');
  });
});

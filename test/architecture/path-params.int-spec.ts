import { randomUUID } from 'node:crypto';
import { translate } from '@meridian/http';
import { ADMIN, Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * A malformed path parameter is refused before any lookup, as a 400 in the caller's language: a key
 * (`PathKeyPipe`) names the parameter, a UUID (`ParseUUIDPipe`) says the request is not valid. The spot
 * order's cancel answers the same whichever way it comes in: the order gateway (a JSON body or none)
 * or the Nest route (any other body).
 */
let platform: TestPlatform;
let customer: string;
let admin: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const api = new Client(platform.url);
  admin = await api.staffToken(ADMIN.email, ADMIN.password);
  customer = (await api.register('path-params@example.com')).token;
}, 120_000);
afterAll(() => platform.stop());

async function send(method: string, path: string, token: string, contentType = 'application/json'): Promise<{ status: number; message: string }> {
  const res = await fetch(`${platform.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'es', 'content-type': contentType, 'idempotency-key': randomUUID() },
    body: method === 'GET' ? undefined : contentType === 'application/json' ? '{}' : 'x=1',
  });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

describe('a malformed path parameter', () => {
  const notValid = translate('xby', 'request.invalid');

  it.each([
    ['GET', '/api/v1/markets/BTC%27%20OR%201%3D1--/candles', 'symbol'],
    ['GET', `/api/v1/admin/instruments/${'A'.repeat(200)}`, 'id'],
    ['GET', '/api/v1/admin/deposit-addresses/USDT%20TRC20', 'id'],
    ['PUT', '/api/v1/admin/withdrawal-rules/%C3%BC', 'id'],
  ])('%s %s is a 400 that names %s', async (method, path, name) => {
    const answer = await send(method, path, admin);
    expect(answer).toEqual({ status: 400, message: translate('xby', 'field.invalid', { field: name }) });
  });

  it('keeps the route its own words where it has them', async () => {
    expect(await send('GET', '/api/v1/admin/earn/products/Custody%207%20Days', admin)).toEqual({ status: 400, message: translate('xby', 'earn.productIdInvalid') });
  });

  it('still reaches the handler with a well-formed key', async () => {
    expect((await send('GET', '/api/v1/admin/instruments/BTCUSDT', admin)).status).toBe(200);
  });

  it.each([
    ['through the order gateway', 'application/json'],
    ['through the Nest route', 'text/plain'],
  ])('cancelling a spot order by a malformed id is the same 400 %s', async (_, contentType) => {
    expect(await send('DELETE', '/api/v1/spot/orders/abc', customer, contentType)).toEqual({ status: 400, message: notValid });
  });
});

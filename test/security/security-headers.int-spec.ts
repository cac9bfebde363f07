import { Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';
import { placeOrder } from '../support/spot';

let platform: TestPlatform;

beforeAll(async () => {
  // The test's own requests come from 127.0.0.1, standing in for the edge proxy: forwarding headers are
  // believed only from the addresses TRUST_PROXY names.
  platform = await startTestPlatform({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => platform.stop());

const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => SECURITY_HEADERS.includes(name)));
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security', 'cross-origin-opener-policy'];

describe('security headers', () => {
  it('send a policy that allows only the apps’ own assets and sockets, and no framing, on pages and API answers', async () => {
    for (const path of ['/api/docs/', '/api/v1/markets']) {
      const headers = headersOf(await fetch(`${platform.url}${path}`));
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      const policy = headers['content-security-policy']!;
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("connect-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(headers['strict-transport-security']).toBeUndefined(); // plain HTTP here
    }
  });

  it('send HSTS when the request came over HTTPS through the trusted proxy', async () => {
    const res = await fetch(`${platform.url}/api/v1/markets`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('send the same headers on answers the order gateway gives ahead of Express', async () => {
    const { token } = (await new Client(platform.url).get('/web/tempLogin')).body.data;
    const direct = await fetch(`${platform.url}/api/v1/spot/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '1', quantity: '0.001' }),
    });
    const viaExpress = await fetch(`${platform.url}/api/v1/spot/balances`, { headers: { authorization: `Bearer ${token}` } });
    expect(headersOf(direct)).toEqual(headersOf(viaExpress));
    expect((await placeOrder(platform.url, token, { symbol: 'NOPE' })).status).toBe(400);
  });
});

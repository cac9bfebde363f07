import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * The built customer app as a phone receives it: each file precompressed in the encoding the browser
 * asks for (brotli, gzip, or none), hashed assets cached for a year as immutable, index.html and the
 * service worker revalidated on every load; the first screens drawn in the reader's language. Needs `npm run build -w web-customer` (npm test builds first).
 */
let platform: TestPlatform;
const dist = resolve(__dirname, '../../web-customer/dist');

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.stop());

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// node:http, not fetch: fetch would decode the body and hide what went over the wire.
const getWith = (path: string, headers: Record<string, string>) =>
  new Promise<RawResponse>((done, fail) => {
    const url = new URL(path, platform.url);
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
const get = (path: string, acceptEncoding?: string) => getWith(path, acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding });

// The entry script index.html names, e.g. /assets/index-C5B1Vjkv.js.
const entryScript = () => /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(resolve(dist, 'index.html'), 'utf8'))![1]!;

describe('static files of the customer app', () => {
  it('sends a hashed asset in brotli when asked, gzip when asked, the file itself otherwise, immutable for a year', async () => {
    const path = entryScript();
    const original = readFileSync(resolve(dist, `.${path}`));

    const br = await get(path, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gzip = await get(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gzip.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);

    // brotli refused by q=0: gzip.
    expect((await get(path, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');

    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await get(path, acceptEncoding);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.body.equals(original)).toBe(true);
    }
  });

  it('sends the stylesheet with its own type', async () => {
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(readFileSync(resolve(dist, 'index.html'), 'utf8'))![1]!;
    const res = await get(css, 'br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page on every load, at / and at a client-side route', async () => {
    const html = readFileSync(resolve(dist, 'index.html'));
    const drawnHome = readFileSync(resolve(dist, 'index.en.home.html'));
    for (const [path, file] of [
      ['/', drawnHome],
      ['/market', readFileSync(resolve(dist, 'index.en.markets.html'))],
      ['/exchange/BTCUSDT', readFileSync(resolve(dist, 'index.en.exchange.html'))],
      ['/login', html],
      ['/index.html', html],
    ] as const) {
      const res = await get(path, 'gzip, br');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).equals(file)).toBe(true);
    }
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(drawnHome)).toBe(true);
  });

  it('sends the first screen drawn in the reader’s language: the one they chose, else their browser’s', async () => {
    const page = async (path: string, headers: Record<string, string>) => {
      const res = await getWith(path, { 'Accept-Encoding': 'br', ...headers });
      // A cache must keep one copy per language and per chosen language.
      const vary = String(res.headers['vary']).split(/\s*,\s*/).map((name) => name.toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie']));
      return brotliDecompressSync(res.body).toString('utf8');
    };
    const japanese = await page('/', { 'Accept-Language': 'ja-JP,ja;q=0.9,en;q=0.8' });
    expect(japanese).toContain('<html lang="ja-JP"');
    expect(japanese).toMatch(/<div id="first-screen" data-language="jp" data-screen="home">.*class="hero__title">暗号資産/s);
    // The drawing is for painting: the live app's test ids stay out of it.
    expect(japanese).not.toMatch(/id="first-screen".*data-testid.*<div id="root">/s);

    const chosenThai = await page('/market', { 'Accept-Language': 'ja-JP', Cookie: 'theme=x; meridian.lang=ty' });
    expect(chosenThai).toContain('<html lang="th-TH"');
    expect(chosenThai).toContain('data-language="ty" data-screen="markets"');

    const traditional = await page('/exchange/ETHUSDT', { 'Accept-Language': 'zh-TW' });
    expect(traditional).toContain('data-language="ft" data-screen="exchange"');
    // A visitor already reads how to start trading where the loaded screen will say it.
    expect(traditional).toContain('class="login-to-trade"');

    expect(await page('/login', { 'Accept-Language': 'ja' })).not.toContain('first-screen"');
  });

  it('serves the service worker as a script revalidated on every load', async () => {
    const res = await get('/sw.js', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const source = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body).toString('utf8') : res.body.toString('utf8');
    expect(source).toBe(readFileSync(resolve(dist, 'sw.js'), 'utf8'));
    // The worker leaves the API and the socket alone.
    expect(source).toMatch(/'\/api\/'.*'\/socket\.io'/s);
  });

  it('serves the back office page at /admin, revalidated, as the file itself when no compressed copy was built', async () => {
    const res = await get('/admin/customers', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = readFileSync(resolve(dist, '../../web-backoffice/dist/index.html'));
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
    expect(body.equals(html)).toBe(true);
  });

  it('leaves API paths and missing files to the API, and never serves outside the build', async () => {
    expect((await get('/api/v1/no-such-route', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/no-such-file-abcdefgh.js', 'br')).status).toBe(404);
    const traversal = await get('/assets/..%2F..%2Fpackage.json', 'br');
    expect(traversal.status).toBe(404);
  });
});

import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hourOf, MarketDataService } from '@meridian/trading';
import { startTestPlatform, type TestPlatform } from '../support/platform-harness';

const run = promisify(execFile);
const SCRIPT = join(__dirname, '../../scripts/verify-feed.mjs');

let platform: TestPlatform;
const lastHour = hourOf(new Date(Date.now() - 3_600_000));

beforeAll(async () => {
  platform = await startTestPlatform();
  // Two minutes of the feed in the hour that has just ended, whose seed is therefore revealed.
  const market = platform.platform.app.get(MarketDataService);
  for (let second = 0; second < 120; second += 1) await market.step(new Date(Date.parse(lastHour) + 600_000 + second * 1000));
}, 120_000);
afterAll(() => platform.stop());

const verify = (hour: string) =>
  run(process.execPath, [SCRIPT, '--url', platform.url, '--symbol', 'BTCUSDT', '--hour', hour]).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );

describe('the feed verifier (npm run verify-feed)', () => {
  it('recomputes an ended hour from its revealed seed and finds every recorded tick', async () => {
    const result = await verify(lastHour);
    expect(result.stdout).toContain(`BTCUSDT ${lastHour}: seed matches its commitment; 120 ticks recomputed, 0 differ`);
    expect(result.code).toBe(0);
  });

  it('says a seed is revealed only when its hour ends', async () => {
    const result = await verify(hourOf(new Date()));
    expect(result.stdout).toMatch(/its seed is revealed when the hour ends; commitment [0-9a-f]{64}/);
  });

  it('catches a tick changed in the record', async () => {
    await platform.db.pool.query("UPDATE price_ticks SET price = price + 1 WHERE symbol = 'BTCUSDT' AND seq = 50");
    const result = await verify(lastHour);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('120 ticks recomputed, 1 differ');
    expect(result.stdout).toMatch(/tick #50: recorded [\d.]+, the seed gives [\d.]+/);
  });
});

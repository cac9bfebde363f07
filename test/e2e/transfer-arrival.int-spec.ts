import { call } from '../support/funding';
import { Client, startTestPlatform, type TestPlatform } from '../support/platform-harness';

/**
 * An answer means the money can be spent where it went: a new demo account can move its 100,000
 * virtual USDT the moment `web/tempLogin` answers, and a transfer answered "completed" can be spent in
 * the destination account at once (an option right after a transfer to `jg`, a transfer onwards right
 * after one into spot or back). No polling between the steps: each one follows the previous answer.
 */
let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
});
afterAll(() => platform.stop());

const transfer = (token: string, from: string, to: string, amount: string) => call(platform.url, token, 'POST', '/transfers', { coin: 'USDT', from, to, amount });

describe('answers that mean the money arrived', () => {
  it('20 times in a row: demo login, 20,000 to the option account, an option at once, then on through spot and back', async () => {
    for (let round = 1; round <= 20; round++) {
      const demo = await api.get<{ token: string }>('/web/tempLogin');
      expect(demo.body.code).toBe(1);
      const token = demo.body.data.token;

      const toOptions = await transfer(token, 'bba', 'jg', '20000');
      expect({ round, status: toOptions.status, message: toOptions.body.message, state: toOptions.body.data?.status }).toEqual({
        round,
        status: 201,
        message: 'Transfer completed',
        state: 'completed',
      });
      const option = await call(platform.url, token, 'POST', '/options/orders', { symbol: 'BTCUSDT', direction: 'rise', seconds: 60, amount: '10' });
      expect({ round, code: option.body.code, message: option.body.message }).toMatchObject({ round, code: 1 });

      // From one trading core to the other (forwarded through the funding side), then out to the ledger.
      const toSpot = await transfer(token, 'jg', 'bb', '100');
      expect({ round, state: toSpot.body.data?.status, message: toSpot.body.message }).toEqual({ round, state: 'completed', message: 'Transfer completed' });
      const back = await transfer(token, 'bb', 'bba', '100');
      expect({ round, state: back.body.data?.status, message: back.body.message }).toEqual({ round, state: 'completed', message: 'Transfer completed' });
      const onwards = await transfer(token, 'bba', 'hy', '80100');
      expect({ round, state: onwards.body.data?.status, message: onwards.body.message }).toEqual({ round, state: 'completed', message: 'Transfer completed' });
    }
  }, 240_000);
});

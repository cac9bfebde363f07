import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { FundsTransferEvents } from '@meridian/contracts';
import type { IntegrationEvent, MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS, PG_POOL } from '@meridian/runtime';
import { call } from '../support/funding';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

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

/**
 * kill -9 between a core's credit and the bus's inbox row delivers the arrival again: the core refuses
 * it as a duplicate, and the consumer must take that refusal as "already credited". If it does not, the
 * bus retries the message for ever and every later transfer into that core waits behind it, its
 * money debited and never arriving (a CI run saw a demo customer drained by its own retries).
 */
describe('an arrival delivered again', () => {
  it('into spot, contract and option accounts is handled, credits nothing twice, and the next transfer still arrives', async () => {
    const pool = platform.platform.app.get<Pool>(PG_POOL);
    const bus = platform.platform.app.get<MessageBus>(MESSAGE_BUS);
    const demo = await api.get<{ token: string; id: string }>('/web/tempLogin');
    const token = demo.body.data.token;
    const accounts = [
      { type: 'bb', consumer: 'trading.spot-funds' },
      { type: 'hy', consumer: 'trading.contract-funds' },
      { type: 'jg', consumer: 'trading.contract-funds' },
    ];
    for (const { type, consumer } of accounts) {
      const first = await transfer(token, 'bba', type, '100');
      expect({ type, state: first.body.data?.status }).toEqual({ type, state: 'completed' });
      const { rows } = await pool.query<{ payload: IntegrationEvent }>("SELECT payload FROM outbox WHERE payload->>'type' = $1 AND payload->'data'->>'transferId' = $2", [
        FundsTransferEvents.sentToTrading,
        first.body.data.id,
      ]);
      expect(rows).toHaveLength(1);
      const again = { ...rows[0]!.payload, id: randomUUID() };
      await bus.publish([again]);
      await eventually(async () => {
        const { rowCount } = await pool.query('SELECT 1 FROM inbox WHERE consumer = $1 AND event_id = $2', [consumer, again.id]);
        expect({ type, handled: rowCount }).toEqual({ type, handled: 1 });
      });
      expect((await assetRow(platform.url, token, type, 'USDT')).available).toMatch(/^100(\.0+)?$/);
      const next = await transfer(token, 'bba', type, '1');
      expect({ type, state: next.body.data?.status, message: next.body.message }).toEqual({ type, state: 'completed', message: 'Transfer completed' });
    }
  }, 60_000);
});

import { ledgerBalancesProjection } from '@meridian/accounts';
import { EventStore, rebuildProjection } from '@meridian/eventstore';
import type { IntegrationEvent, MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
});
afterAll(() => platform.stop());

async function balances(token: string) {
  const res = await fetch(`${platform.url}/api/v1/me/balances`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { account: string; asset: string; available: string }[] }).data;
}

async function totalsPerAsset() {
  const { rows } = await platform.db.pool.query<{ asset: string; total: string }>('SELECT asset, sum(balance)::text AS total FROM ledger_balances GROUP BY asset');
  return rows;
}

describe('demo accounts are funded from the demo faucet through the bus', () => {
  it('credits 100,000 virtual USDT in one balanced entry', async () => {
    const { token, user } = (await api.get('/web/tempLogin')).body.data;
    const rows = await eventually(async () => {
      const found = await balances(token);
      if (found.length === 0) throw new Error('not funded yet');
      return found;
    });
    expect(rows).toEqual([{ account: `user:${user.id}:funding:USDT`, kind: 'funding', asset: 'USDT', available: '100000.000000', updatedAt: expect.any(String) }]);
    expect(await totalsPerAsset()).toEqual([{ asset: 'USDT', total: '0' }]);
  });

  it('does not fund a real customer', async () => {
    const { token } = await api.register('real-customer@example.com');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await balances(token)).toEqual([]);
  });

  it('changes nothing when the registration is delivered again', async () => {
    const { token, user } = (await api.get('/web/tempLogin')).body.data;
    await eventually(async () => {
      if ((await balances(token)).length === 0) throw new Error('not funded yet');
    });
    const { rows } = await platform.db.pool.query<{ payload: IntegrationEvent }>("SELECT payload FROM outbox WHERE payload->'data'->>'customerId' = $1", [user.id]);
    const bus = platform.platform.app.get<MessageBus>(MESSAGE_BUS);
    await bus.publish([rows[0]!.payload]);
    await bus.publish([rows[0]!.payload]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await balances(token))[0]!.available).toBe('100000.000000');
    const entries = await platform.db.pool.query("SELECT count(*) AS n FROM events WHERE stream_id = $1", [`ledger-${user.id}`]);
    expect(entries.rows[0].n).toBe('1');
  });

  it('shows the funding in the customer timeline and rebuilds the balances from the ledger events', async () => {
    const { user } = (await api.get('/web/tempLogin')).body.data;
    const staff = await api.staffToken();
    const events = await eventually(async () => {
      const res = await api.admin<{ data: { type: string }[] }>('GET', `/customers/${user.id}/events`, staff);
      if (!res.body.data.some((e) => e.type === 'EntryPosted')) throw new Error('no ledger entry yet');
      return res.body.data.map((e) => e.type);
    });
    expect(events).toEqual(['CustomerRegistered', 'SessionOpened', 'EntryPosted']);
    const before = (await platform.db.pool.query('SELECT account, balance::text FROM ledger_balances ORDER BY account')).rows;
    await rebuildProjection(new EventStore(platform.db.pool), ledgerBalancesProjection);
    expect((await platform.db.pool.query('SELECT account, balance::text FROM ledger_balances ORDER BY account')).rows).toEqual(before);
  });
});

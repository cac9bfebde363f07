import { randomUUID } from 'node:crypto';
import { ledgerBalancesProjection } from '@meridian/accounts';
import { EventStore, rebuildProjection } from '@meridian/eventstore';
import type { IntegrationEvent, MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { assetRow, Client, eventually, startTestPlatform, type TestPlatform } from '../support/platform-harness';

let platform: TestPlatform;
let api: Client;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = new Client(platform.url);
});
afterAll(() => platform.stop());

const fundingUsdt = async (token: string) => (await assetRow(platform.url, token, 'bba', 'USDT')).available;

async function funded(token: string): Promise<string> {
  return eventually(async () => {
    const available = await fundingUsdt(token);
    if (available === '0.000000') throw new Error('not funded yet');
    return available;
  });
}

/** Waits until the demo faucet has handled these bus events: its inbox row is the positive marker. */
async function faucetHandled(eventIds: string[]): Promise<void> {
  await eventually(async () => {
    const { rows } = await platform.db.pool.query<{ n: string }>("SELECT count(*) AS n FROM inbox WHERE consumer = 'accounts.demo-faucet' AND event_id = ANY($1::uuid[])", [eventIds]);
    expect(rows[0]!.n).toBe(String(eventIds.length));
  });
}

async function registrationEventId(customerId: string): Promise<string> {
  return eventually(async () => {
    const { rows } = await platform.db.pool.query<{ id: string }>("SELECT payload->>'id' AS id FROM outbox WHERE payload->>'type' = 'CustomerRegistered' AND payload->'data'->>'customerId' = $1", [customerId]);
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  });
}

async function totalsPerAsset() {
  const { rows } = await platform.db.pool.query<{ asset: string; total: string }>('SELECT asset, sum(balance)::text AS total FROM ledger_balances GROUP BY asset');
  return rows;
}

describe('demo accounts are funded from the demo faucet through the bus', () => {
  it('credits 100,000 virtual USDT in one balanced entry', async () => {
    const { token } = (await api.get('/web/tempLogin')).body.data;
    expect(await funded(token)).toBe('100000.000000');
    expect(await totalsPerAsset()).toEqual([{ asset: 'USDT', total: '0' }]);
  });

  it('does not fund a real customer', async () => {
    const { token, user } = await api.register('real-customer@example.com');
    await faucetHandled([await registrationEventId(user.id)]);
    expect(await fundingUsdt(token)).toBe('0.000000');
  });

  it('changes nothing when the registration is delivered again', async () => {
    const { token, user } = (await api.get('/web/tempLogin')).body.data;
    await funded(token);
    const { rows } = await platform.db.pool.query<{ payload: IntegrationEvent }>("SELECT payload FROM outbox WHERE payload->>'type' = 'CustomerRegistered' AND payload->'data'->>'customerId' = $1", [user.id]);
    const bus = platform.platform.app.get<MessageBus>(MESSAGE_BUS);
    await bus.publish([rows[0]!.payload]);
    await bus.publish([rows[0]!.payload]);
    // The same registration published again as a new event (another id) must not credit twice either.
    const republished = { ...rows[0]!.payload, id: randomUUID() };
    await bus.publish([republished]);
    await faucetHandled([rows[0]!.payload.id, republished.id]);
    expect(await fundingUsdt(token)).toBe('100000.000000');
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
    // The funding arrives through the bus, so it may land before or after the session opens.
    expect([...events].sort()).toEqual(['CustomerRegistered', 'EntryPosted', 'SessionOpened']);
    // A rebuild replaces the live rows, so let every published event land first.
    await eventually(async () => {
      const pending = await platform.db.pool.query('SELECT count(*) AS n FROM outbox WHERE published_at IS NULL');
      if (pending.rows[0].n !== '0') throw new Error('outbox not drained');
    });
    const before = (await platform.db.pool.query('SELECT account, balance::text FROM ledger_balances ORDER BY account')).rows;
    await rebuildProjection(new EventStore(platform.db.pool), ledgerBalancesProjection);
    expect((await platform.db.pool.query('SELECT account, balance::text FROM ledger_balances ORDER BY account')).rows).toEqual(before);
  });
});

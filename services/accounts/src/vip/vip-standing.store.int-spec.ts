import { DomainError } from '@meridian/decider';
import { runMigrations } from '@meridian/database';
import { EventStore, eventStoreMigrations } from '@meridian/eventstore';
import { messagingMigrations } from '@meridian/messaging';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { accountsMigrations } from '../accounts.migrations';
import { VipStandingStore } from './vip-standing.store';

/** A customer's VIP stream through `commandHandling`: `VipLevelChanged` goes out when, and only when, the level in force moves. */
let db: TestDatabase;
let vip: VipStandingStore;
const customerId = '00000000-0000-4000-8000-0000000000c1';
const now = new Date('2026-11-24T00:00:00.000Z');

beforeAll(async () => {
  db = await createTestDatabase('vip_standing_store');
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations, ...accountsMigrations]);
  vip = new VipStandingStore(new EventStore(db.pool), { now: () => now });
});
afterAll(() => db.drop());

const announced = async () =>
  (await db.pool.query<{ payload: { type: string; data: { customerId: string; level: number; at: string } } }>('SELECT payload FROM outbox ORDER BY id')).rows.map(({ payload }) => [payload.type, payload.data.customerId, payload.data.level]);

it('announces the assessed level, then only the moves of the level in force', async () => {
  await vip.execute(customerId, { type: 'AssessVipLevel', data: { day: '2026-11-23', averageMinor: '2000000000', level: 2 } }, { metadata: { customerId } });
  expect(await announced()).toEqual([['VipLevelChanged', customerId, 2]]);

  // Staff set the level already in force: recorded, but the level earn opens products by has not moved.
  const same = await vip.execute(customerId, { type: 'SetVipLevel', data: { level: 2, staffId: 'staff-1', reason: 'kept' } }, { metadata: { customerId, staffId: 'staff-1' } });
  expect(same.newEvents.map((event) => event.type)).toEqual(['VipLevelSetByStaff']);
  expect(await announced()).toHaveLength(1);

  await vip.execute(customerId, { type: 'SetVipLevel', data: { level: 4, staffId: 'staff-1', reason: 'key account' } }, { metadata: { customerId, staffId: 'staff-1' } });
  expect((await announced()).at(-1)).toEqual(['VipLevelChanged', customerId, 4]);
  expect(await announced()).toHaveLength(2);
});

it('leaves a refusal as the decider raised it, for the edge to answer', async () => {
  const refused = vip.execute(customerId, { type: 'SetVipLevel', data: { level: 1, staffId: 'staff-1', reason: ' ' } });
  await expect(refused).rejects.toBeInstanceOf(DomainError);
  await expect(refused).rejects.toMatchObject({ code: 'review.reasonRequired' });
});

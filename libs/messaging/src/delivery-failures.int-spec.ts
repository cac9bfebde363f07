import { randomUUID } from 'node:crypto';
import { runMigrations } from '@meridian/database';
import { eventStoreMigrations } from '@meridian/eventstore';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import type { DeliveryObserver } from './delivery-observer';
import { countFailingDeliveries, InProcessBus, listDeliveryFailures, messagingMigrations, recordingObserver } from './index';
import { createEffectsTable, integrationEvent, recordEffect, scenario } from './testing/contract-fixtures';
import { eventually } from './testing/eventually';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase('messaging_failures');
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations]);
  await createEffectsTable(db.pool);
});
afterAll(() => db.drop());

const quiet: Required<DeliveryObserver> = { handlerFailed: () => undefined, recovered: () => undefined, duplicateIgnored: () => undefined, transportError: () => undefined };
const page = { limit: 50, offset: 0 };
const rowsOf = async (consumer: string) => (await db.pool.query('SELECT 1 FROM bus_delivery_failures WHERE consumer = $1', [consumer])).rowCount;
const listed = async (consumer: string) => (await listDeliveryFailures(db.pool, page)).items.filter((item) => item.consumer === consumer);

describe('failing deliveries, as staff and /health see them', () => {
  it('lists the event a consumer keeps failing on, with its attempts and last error, until the consumer handles it', async () => {
    const t = scenario();
    const consumer = t.consumer('held-back');
    let refusing = true;
    const record = recordEffect(consumer);
    const bus = new InProcessBus(db.pool, { retry: { initialDelayMs: 5, maxDelayMs: 20 }, observer: recordingObserver(db.pool, quiet) });
    await bus.subscribe({
      consumer,
      sources: [t.source],
      handle: async (event, tx) => {
        if (refusing) throw Object.assign(new Error('credit refused'), { code: 'contracts.duplicate' });
        await record(event, tx);
      },
    });
    await bus.start();
    const stuck = integrationEvent(t.source, t.stream('s'), 1);
    await bus.publish([stuck]);

    const failing = await eventually(() => listed(consumer), (rows) => rows.length === 1 && rows[0]!.attempts >= 3, 10_000);
    expect(failing).toHaveLength(1);
    expect(failing[0]!.attempts).toBeGreaterThanOrEqual(3);
    const row = failing[0];
    expect(row).toMatchObject({ consumer, eventId: stuck.id, eventType: stuck.type, source: t.source, lastError: 'Error contracts.duplicate: credit refused', failingNow: true });
    expect(Date.parse(row!.lastFailedAt)).toBeGreaterThanOrEqual(Date.parse(row!.firstFailedAt));
    expect(await countFailingDeliveries(db.pool)).toBeGreaterThanOrEqual(1);

    refusing = false;
    expect(await eventually(() => listed(consumer), (rows) => rows.length === 0, 10_000)).toEqual([]);
    // Removed, not only hidden: the table holds what still fails.
    expect(await eventually(() => rowsOf(consumer), (count) => count === 0, 10_000)).toBe(0);
    await bus.stop();
  });

  it('does not list an event handled since by a process that never saw it fail, and drops its row at the next failure written', async () => {
    const consumer = `elsewhere-${randomUUID()}`;
    const eventId = randomUUID();
    await db.pool.query(
      `INSERT INTO bus_delivery_failures (consumer, event_id, event_type, source, attempts, last_error, first_failed_at, last_failed_at)
       VALUES ($1, $2, 'FundsSentToTrading', 'accounts', 7, 'Error: refused', now() - interval '10 minutes', now() - interval '5 minutes')`,
      [consumer, eventId],
    );
    expect(await listed(consumer)).toMatchObject([{ eventId, attempts: 7, failingNow: false }]);

    // Handled after a restart, on its first attempt there: only the inbox knows.
    await db.pool.query('INSERT INTO inbox (consumer, event_id) VALUES ($1, $2)', [consumer, eventId]);
    expect(await listed(consumer)).toEqual([]);

    const observer = recordingObserver(db.pool, quiet);
    const other = integrationEvent('some-source', `s-${randomUUID()}`, 1);
    observer.handlerFailed(new Error('once'), other, `${consumer}-other`, 1);
    expect(await eventually(() => rowsOf(consumer), (count) => count === 0, 10_000)).toBe(0);
    await db.pool.query('DELETE FROM bus_delivery_failures WHERE consumer = $1', [`${consumer}-other`]);
  });
});

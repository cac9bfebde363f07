import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { postInternal } from '@meridian/runtime';
import { createTestDatabase, type TestDatabase } from '@meridian/testing';
import { isDependencyUnavailable } from './dependency-unavailable';
import { errorAnswer } from './error-envelope';

/** The failures an overloaded or restarting platform really throws, made for real, and how the edge answers them. */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('unavailable');
});
afterAll(() => db.drop());

const caught = async (work: () => Promise<unknown>): Promise<unknown> => work().then(() => new Error('it did not fail'), (error: unknown) => error);

/** A local server that answers every request with `status`, after `delayMs`. */
async function answering(status: number, delayMs = 0) {
  const server = createServer((_req, res) => setTimeout(() => res.writeHead(status).end('{}'), delayMs));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A pool of one connection, held, that waits 50 ms for a free one. Only that wait is cut short:
 * opening the held connection may take longer than 50 ms on a busy machine (it once did in CI), and
 * pg-pool reads the option at each connect.
 */
async function exhaustedPool() {
  const pool = new Pool({ connectionString: db.url, max: 1, connectionTimeoutMillis: 10_000 });
  const held = await pool.connect();
  pool.options.connectionTimeoutMillis = 50;
  return { pool, held };
}

describe('a dependency that does not answer', () => {
  it('is a pool with no connection to give within its wait', async () => {
    const { pool, held } = await exhaustedPool();
    try {
      const error = await caught(() => pool.query('SELECT 1'));
      expect(isDependencyUnavailable(error)).toBe(true);
    } finally {
      held.release();
      await pool.end();
    }
  });

  it('is a statement PostgreSQL cancelled for taking too long', async () => {
    const error = await caught(() => db.pool.query("SET statement_timeout = '20ms'; SELECT pg_sleep(1)"));
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it('is another service that refuses the connection, times out, or says it is unavailable', async () => {
    const closed = await answering(200);
    await closed.close();
    expect(isDependencyUnavailable(await caught(() => postInternal(closed.url, 'token', '/internal/v1/x', {})))).toBe(true);
    const slow = await answering(200, 500);
    expect(isDependencyUnavailable(await caught(() => postInternal(slow.url, 'token', '/internal/v1/x', {}, 50)))).toBe(true);
    await slow.close();
    const busy = await answering(503);
    expect(isDependencyUnavailable(await caught(() => postInternal(busy.url, 'token', '/internal/v1/x', {})))).toBe(true);
    await busy.close();
  });

  it('is not a fault of the code: a bad query, a service answering 500, a plain error', async () => {
    expect(isDependencyUnavailable(await caught(() => db.pool.query('SELECT no_such_column')))).toBe(false);
    const broken = await answering(500);
    expect(isDependencyUnavailable(await caught(() => postInternal(broken.url, 'token', '/internal/v1/x', {})))).toBe(false);
    await broken.close();
    expect(isDependencyUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isDependencyUnavailable('a string')).toBe(false);
  });
});

describe('the edge', () => {
  it('answers an unavailable dependency 503 "try again" in the reader’s language, and a fault of the code 500', async () => {
    const { pool, held } = await exhaustedPool();
    const error = await caught(() => pool.query('SELECT 1'));
    held.release();
    await pool.end();
    expect(errorAnswer(error, 'en')).toEqual({
      httpStatus: 503,
      body: { code: 503, message: 'The service is busy right now, please try again in a moment', title: '', time: 0, data: null, event: null },
    });
    expect(errorAnswer(error, 'ft').body.message).toBe('服務繁忙，請稍後重試');
    expect(errorAnswer(new Error('a bug'), 'en')).toMatchObject({ httpStatus: 500, body: { code: 500, message: 'Request error' } });
  });
});

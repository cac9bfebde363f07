import type { Pool } from 'pg';
import { consoleObserver, type DeliveryObserver } from './delivery-observer';
import type { IntegrationEvent } from './integration-event';
import { DEFAULT_RETRY_POLICY } from './retry-policy';

/** The longest error text kept for a failing delivery: what staff need to tell one fault from another. */
const ERROR_TEXT_LIMIT = 500;

/**
 * A delivery is failing now when its consumer tried it again within this long: six of the bus's
 * longest pauses between attempts (DEFAULT_RETRY_POLICY), so a row older than this belongs to a
 * consumer whose process is down or stopped, which its own health shows.
 */
export const FAILING_NOW_MS = 6 * DEFAULT_RETRY_POLICY.maxDelayMs;

/** The rows whose event their consumer has not handled since (the inbox knows, whichever process handled it). */
const NOT_HANDLED_SINCE = 'NOT EXISTS (SELECT 1 FROM inbox i WHERE i.consumer = f.consumer AND i.event_id = f.event_id)';
/** Tried again within FAILING_NOW_MS ($1 in milliseconds). */
const TRIED_LATELY = (param: string) => `f.last_failed_at > now() - make_interval(secs => ${param}::double precision / 1000)`;

/** One event a consumer could not handle yet, as staff see it. */
export interface DeliveryFailure {
  consumer: string;
  eventId: string;
  eventType: string;
  source: string;
  attempts: number;
  lastError: string;
  firstFailedAt: string;
  lastFailedAt: string;
  /** Tried again within FAILING_NOW_MS. */
  failingNow: boolean;
}

/**
 * The bus never gives up on an event (no event is dropped), so an event a handler keeps refusing holds
 * back everything behind it for that consumer: a transfer's arrival, say, and with it every later
 * transfer into that account. Each failure is written to `bus_delivery_failures` (one row per consumer
 * and event, shared by every process on the database), so support and auditors see which consumer is
 * held back, by what, since when and why, instead of a line in one process's log. A row is removed once
 * its consumer handles the event; the read joins the inbox too, so an event handled by a process that
 * never saw it fail (after a restart) is not listed. The writes are best effort: a failure to record a
 * failure (the database itself down) is only logged.
 */
export function recordingObserver(pool: Pool, next: Required<DeliveryObserver> = consoleObserver): Required<DeliveryObserver> {
  const settle = (work: Promise<unknown>) => void work.catch((error) => next.transportError(error, 'could not record a delivery failure'));
  return {
    ...next,
    handlerFailed(error, event, consumer, attempt) {
      next.handlerFailed(error, event, consumer, attempt);
      settle(recordFailure(pool, consumer, event, attempt, error));
    },
    recovered(event, consumer, failedAttempts) {
      next.recovered(event, consumer, failedAttempts);
      settle(pool.query('DELETE FROM bus_delivery_failures WHERE consumer = $1 AND event_id = $2', [consumer, event.id]));
    },
  };
}

async function recordFailure(pool: Pool, consumer: string, event: IntegrationEvent, attempt: number, error: unknown): Promise<void> {
  // Rows of events handled since, by a process that never saw them fail, go first: the table holds only what still fails.
  await pool.query(`DELETE FROM bus_delivery_failures f WHERE NOT (${NOT_HANDLED_SINCE})`);
  await pool.query(
    `INSERT INTO bus_delivery_failures (consumer, event_id, event_type, source, attempts, last_error)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (consumer, event_id) DO UPDATE
       SET attempts = greatest(bus_delivery_failures.attempts, EXCLUDED.attempts), last_error = EXCLUDED.last_error, last_failed_at = now()`,
    [consumer, event.id, event.type, event.source, attempt, errorText(error)],
  );
}

/** The error's name, code and message, no stack: enough to tell faults apart, and nothing of the event's data. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, ERROR_TEXT_LIMIT);
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`.slice(0, ERROR_TEXT_LIMIT);
}

/** The deliveries failing or failed and not handled since, the longest-held first; with how many there are in all. */
export async function listDeliveryFailures(pool: Pool, page: { limit: number; offset: number }): Promise<{ items: DeliveryFailure[]; total: number }> {
  const { rows } = await pool.query<{
    consumer: string;
    event_id: string;
    event_type: string;
    source: string;
    attempts: number;
    last_error: string;
    first_failed_at: Date;
    last_failed_at: Date;
    failing_now: boolean;
    total: string;
  }>(
    `SELECT f.*, ${TRIED_LATELY('$3')} AS failing_now, count(*) OVER () AS total
       FROM bus_delivery_failures f
      WHERE ${NOT_HANDLED_SINCE}
      ORDER BY f.first_failed_at, f.consumer LIMIT $1 OFFSET $2`,
    [page.limit, page.offset, FAILING_NOW_MS],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      consumer: row.consumer,
      eventId: row.event_id,
      eventType: row.event_type,
      source: row.source,
      attempts: row.attempts,
      lastError: row.last_error,
      firstFailedAt: row.first_failed_at.toISOString(),
      lastFailedAt: row.last_failed_at.toISOString(),
      failingNow: row.failing_now,
    })),
  };
}

/** How many consumers are held back by an event they failed on within FAILING_NOW_MS (for /health). */
export async function countFailingDeliveries(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ failing: string }>(
    `SELECT count(DISTINCT f.consumer) AS failing FROM bus_delivery_failures f WHERE ${TRIED_LATELY('$1')} AND ${NOT_HANDLED_SINCE}`,
    [FAILING_NOW_MS],
  );
  return Number(rows[0]!.failing);
}

import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { IntegrationEvent } from '../integration-event';
import type { IntegrationEventHandler } from '../message-bus';

/** Unique names per test, so tests sharing one database (and one log, or one broker) never meet. */
export function scenario() {
  const tag = randomUUID().slice(0, 8);
  return {
    source: `ctx${tag}`,
    otherSource: `oth${tag}`,
    consumer: (role: string) => `${role}-${tag}`,
    stream: (name: string) => `${name}-${tag}`,
  };
}

export function integrationEvent(source: string, streamId: string, n: number, type = 'Happened'): IntegrationEvent {
  return {
    id: randomUUID(),
    type,
    source,
    streamId,
    schemaVersion: 1,
    data: { n },
    metadata: { correlationId: `corr-${n}` },
    occurredAt: new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString(),
  };
}

export interface Effect {
  event_id: string;
  stream_id: string;
  n: number;
}

export async function createEffectsTable(pool: Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS bus_contract_effects (
    seq bigserial PRIMARY KEY, consumer text NOT NULL, event_id uuid NOT NULL, stream_id text NOT NULL, n integer NOT NULL)`);
}

/** A handler whose effect is one row per call: a second handling of one event would show as a second row. */
export function recordEffect(consumer: string): IntegrationEventHandler {
  return async (event, tx) => {
    await tx.query('INSERT INTO bus_contract_effects (consumer, event_id, stream_id, n) VALUES ($1, $2, $3, $4)', [
      consumer,
      event.id,
      event.streamId,
      (event.data as { n: number }).n,
    ]);
  };
}

/** recordEffect, noting in `transactions` the id of the transaction each event was handled in. */
export function recordEffectAndTransaction(consumer: string, transactions: string[]): IntegrationEventHandler {
  const record = recordEffect(consumer);
  return async (event, tx) => {
    await record(event, tx);
    transactions.push((await tx.query<{ id: string }>('SELECT txid_current()::text AS id')).rows[0]!.id);
  };
}

export async function effectsOf(pool: Pool, consumer: string): Promise<Effect[]> {
  const { rows } = await pool.query<Effect>(
    'SELECT event_id::text AS event_id, stream_id, n FROM bus_contract_effects WHERE consumer = $1 ORDER BY seq',
    [consumer],
  );
  return rows;
}

export async function inboxHolds(pool: Pool, consumer: string, eventId: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM inbox WHERE consumer = $1 AND event_id = $2', [consumer, eventId]);
  return rowCount === 1;
}

export const numbers = (effects: readonly Effect[]) => effects.map((effect) => effect.n);

export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

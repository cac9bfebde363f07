import { checkpointOf, START_OF_LOG, type EventStore, type InlineProjection, type RecordedEvent } from '@meridian/eventstore';

/** A read model's table, and the columns a rebuild may number afresh (a bigserial id). */
export interface ReadModelTable {
  table: string;
  ignore?: readonly string[];
}

export interface RebuildOutcome {
  /** The events the projection was fed. */
  events: number;
  /** Per table, its rows before the reset and after the rebuild, each as canonical JSON, sorted. */
  before: Record<string, string[]>;
  after: Record<string, string[]>;
  /** Outbox rows written by the rebuild: none, since a projection never publishes. */
  published: number;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

async function rowsOf(store: EventStore, tables: readonly ReadModelTable[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const { table, ignore = [] } of tables) {
    if (!IDENT.test(table) || !ignore.every((c) => IDENT.test(c))) throw new Error(`not a plain table or column name in ${table}`);
    const minus = ignore.map((column) => ` - '${column}'`).join('');
    const { rows } = await store.pool.query<{ row: string }>(`SELECT (to_jsonb(t)${minus})::text AS row FROM ${table} t`);
    out[table] = rows.map((r) => r.row).sort();
  }
  return out;
}

/**
 * Waits until every transaction that had begun by now has ended: the log reads only below the oldest
 * transaction still open (invariant 3), so a rebuild started beside one would stop short of its events.
 */
async function awaitTransactionsInFlight(store: EventStore, timeoutMs = 30_000): Promise<void> {
  const { rows } = await store.pool.query<{ horizon: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS horizon');
  const horizon = BigInt(rows[0]!.horizon);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await store.pool.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
    if (BigInt(now.rows[0]!.xmin) >= horizon) return;
    if (Date.now() > deadline) throw new Error('a transaction stayed open for 30 s: the rebuild would not see all of the log');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resets an inline projection's read model through its own `reset` (which must empty every table the
 * caller names, or the rebuild is refused) and rebuilds it from the log, feeding
 * it the events it handles in log order, one append's events at a time as the store does; all in one
 * transaction. Returns the rows before and after and how many outbox rows the rebuild wrote, for a
 * spec to hold equal and zero (DESIGN.md invariant 1; issue 19: a rebuild never repeats a payment).
 * Run it while nothing else appends.
 */
export async function resetAndRebuild(store: EventStore, projection: InlineProjection, tables: readonly ReadModelTable[]): Promise<RebuildOutcome> {
  await awaitTransactionsInFlight(store);
  const before = await rowsOf(store, tables);
  const types = new Set(projection.canHandle);
  const client = await store.pool.connect();
  let events = 0;
  let published = 0;
  try {
    await client.query('BEGIN');
    await projection.reset(client);
    for (const { table } of tables) {
      const left = Number((await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]!.n);
      if (left > 0) throw new Error(`the ${projection.name} projection's reset left ${left} row(s) in ${table}`);
    }
    let group: RecordedEvent[] = [];
    const flush = async () => {
      if (group.length > 0) await projection.handle(group, client);
      events += group.length;
      group = [];
    };
    for (let after = START_OF_LOG; ; ) {
      const page = await store.readAll(after, 1_000, client);
      if (page.length === 0) break;
      for (const event of page) {
        if (!types.has(event.type)) continue;
        const last = group.at(-1);
        if (last && (last.transactionId !== event.transactionId || last.streamId !== event.streamId)) await flush();
        group.push(event);
      }
      after = checkpointOf(page.at(-1)!);
    }
    await flush();
    // Only what this transaction wrote: consumers and timers keep publishing beside a rebuild.
    published = Number(
      (await client.query<{ n: string }>('SELECT count(*)::text AS n FROM outbox WHERE xmin::text = (txid_current() % 4294967296)::text')).rows[0]!.n,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { events, before, after: await rowsOf(store, tables), published };
}

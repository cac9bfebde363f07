import type { Pool } from 'pg';
import type { TriggerDirection } from '../matching/trigger-engine';
import type { Tick } from './simulated-feed';

/** An instrument's ticks strictly after `after` and at or before `until`. */
export interface TickWindow {
  symbol: string;
  after: string;
  until: string;
}

/** A trigger's search (a spot stop's, a contract limit open's): the first tick of `symbol` at or after `since` at or beyond `price`. */
export interface TickReach {
  symbol: string;
  since: string;
  price: string;
  direction: TriggerDirection;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Appends ticks and folds them into the 1-minute and daily candles in one transaction. Daily
 * partitions of `price_ticks` are created the first time a day is reached.
 */
export class TickStore {
  private readonly partitions = new Set<string>();

  constructor(private readonly pool: Pool) {}

  private async ensurePartition(at: Date): Promise<void> {
    const name = day(at);
    if (this.partitions.has(name)) return;
    const from = new Date(`${name}T00:00:00Z`);
    const to = new Date(from.getTime() + 86_400_000);
    await this.pool.query(
      `CREATE TABLE IF NOT EXISTS price_ticks_${name.replace(/-/g, '')} PARTITION OF price_ticks FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
    );
    this.partitions.add(name);
  }

  async append(ticks: readonly Tick[]): Promise<void> {
    if (ticks.length === 0) return;
    for (const tick of ticks) await this.ensurePartition(new Date(tick.at));
    const params = [JSON.stringify(ticks)];
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO price_ticks (symbol, seq, at, price, source)
         SELECT t.symbol, t.seq, t.at, t.price::numeric, t.source FROM jsonb_to_recordset($1::jsonb) AS t(symbol text, seq bigint, at timestamptz, price text, source text)`,
        params,
      );
      for (const [table, unit] of [
        ['candles_1m', 'minute'],
        ['candles_1d', 'day'],
      ] as const) {
        await client.query(
          `INSERT INTO ${table} (symbol, bucket, open, high, low, close, ticks)
           SELECT t.symbol, date_trunc('${unit}', t.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', t.price::numeric, t.price::numeric, t.price::numeric, t.price::numeric, 1
             FROM jsonb_to_recordset($1::jsonb) AS t(symbol text, at timestamptz, price text)
           ON CONFLICT (symbol, bucket) DO UPDATE SET high = GREATEST(${table}.high, EXCLUDED.high), low = LEAST(${table}.low, EXCLUDED.low),
             close = EXCLUDED.close, ticks = ${table}.ticks + 1`,
          params,
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** The newest tick of each symbol, to resume the feed after a restart. */
  /** One instrument's recorded ticks, by sequence or by the hour they fell in (with the one before, to recompute from). */
  async between(symbol: string, range: { fromSeq: number; toSeq: number } | { hour: string }): Promise<Tick[]> {
    const limit = 4_000;
    const { rows } =
      'hour' in range
        ? await this.pool.query<{ seq: string; at: Date; price: string; source: string }>(
            `(SELECT seq, at, price::text AS price, source FROM price_ticks WHERE symbol = $1 AND at < $2::timestamptz ORDER BY at DESC, seq DESC LIMIT 1)
             UNION ALL
             (SELECT seq, at, price::text AS price, source FROM price_ticks WHERE symbol = $1 AND at >= $2::timestamptz AND at < $2::timestamptz + interval '1 hour' ORDER BY seq LIMIT $3)`,
            [symbol, range.hour, limit],
          )
        : await this.pool.query<{ seq: string; at: Date; price: string; source: string }>(
            `SELECT seq, at, price::text AS price, source FROM price_ticks WHERE symbol = $1 AND seq BETWEEN $2 AND $3 ORDER BY seq LIMIT $4`,
            [symbol, range.fromSeq, range.toSeq, limit],
          );
    return rows.map((row) => ({ symbol, seq: Number(row.seq), at: row.at.toISOString(), price: row.price, source: row.source })).sort((a, b) => a.seq - b.seq);
  }

  /** The first tick strictly after `after` and at or before `until`: an option's strike. */
  async firstAfter(symbol: string, after: string, until: string): Promise<Tick | null> {
    return (await this.firstAfterEach([{ symbol, after, until }]))[0] ?? null;
  }

  /** `firstAfter` for many windows in one query (the options one tick strikes), answered in their order. */
  async firstAfterEach(windows: readonly TickWindow[]): Promise<(Tick | null)[]> {
    return this.firstOfEach(
      windows,
      `unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) WITH ORDINALITY AS w(symbol, after, until, i)`,
      `p.at > w.after AND p.at <= w.until`,
      [windows.map((w) => w.symbol), windows.map((w) => w.after), windows.map((w) => w.until)],
    );
  }

  /**
   * For each search, the first tick at or after `since` whose price is at or above (or at or below) its
   * price: a stop's or a limit open's trigger. In one query, answered in their order.
   */
  async firstReachingEach(searches: readonly TickReach[]): Promise<(Tick | null)[]> {
    return this.firstOfEach(
      searches,
      `unnest($1::text[], $2::timestamptz[], $3::numeric[], $4::boolean[]) WITH ORDINALITY AS w(symbol, since, price, above, i)`,
      `p.at >= w.since AND CASE WHEN w.above THEN p.price >= w.price ELSE p.price <= w.price END`,
      [searches.map((w) => w.symbol), searches.map((w) => w.since), searches.map((w) => w.price), searches.map((w) => w.direction === 'at-or-above')],
    );
  }

  /** The first tick (by time, then sequence) of each search's symbol that its condition on `p` holds for, in one query. */
  private async firstOfEach(searches: readonly { symbol: string }[], windows: string, condition: string, params: unknown[]): Promise<(Tick | null)[]> {
    if (searches.length === 0) return [];
    const { rows } = await this.pool.query<{ i: string; seq: string; at: Date; price: string; source: string }>(
      `SELECT w.i, t.seq, t.at, t.price::text AS price, t.source FROM ${windows}
         CROSS JOIN LATERAL (SELECT seq, at, price, source FROM price_ticks p WHERE p.symbol = w.symbol AND ${condition} ORDER BY p.at, p.seq LIMIT 1) t`,
      params,
    );
    const found = new Map(rows.map((row) => [Number(row.i) - 1, row]));
    return searches.map(({ symbol }, i) => {
      const row = found.get(i);
      return row ? { symbol, seq: Number(row.seq), at: row.at.toISOString(), price: row.price, source: row.source } : null;
    });
  }

  /** The last tick at or before `at`: an option's settlement. */
  async lastAtOrBefore(symbol: string, at: string): Promise<Tick | null> {
    const { rows } = await this.pool.query<{ seq: string; at: Date; price: string; source: string }>(
      `SELECT seq, at, price::text AS price, source FROM price_ticks WHERE symbol = $1 AND at <= $2 ORDER BY at DESC, seq DESC LIMIT 1`,
      [symbol, at],
    );
    return rows[0] ? { symbol, seq: Number(rows[0].seq), at: rows[0].at.toISOString(), price: rows[0].price, source: rows[0].source } : null;
  }

  async latest(): Promise<Map<string, Pick<Tick, 'seq' | 'price' | 'at'>>> {
    const { rows } = await this.pool.query<{ symbol: string; seq: string; price: string; at: Date }>(
      `SELECT DISTINCT ON (symbol) symbol, seq, price::text AS price, at FROM price_ticks ORDER BY symbol, seq DESC`,
    );
    return new Map(rows.map((row) => [row.symbol, { seq: Number(row.seq), price: row.price, at: row.at.toISOString() }]));
  }
}

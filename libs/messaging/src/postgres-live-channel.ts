import { randomBytes } from 'node:crypto';
import type { Notification, Pool, PoolClient } from 'pg';
import { checkLiveTopic, ListeningLiveChannel, liveMessageFrom, type LiveMessage } from './live-channel';

/** A NOTIFY payload must stay under 8,000 bytes; a longer message goes in parts. */
const PART_BYTES = 7_800;
const RECONNECT_MS = 1_000;

export const liveChannelName = (topic: string) => `meridian_live_${checkLiveTopic(topic)}`;

/**
 * Splits a message's JSON into NOTIFY payloads of at most PART_BYTES, each `<id>:<part>:<parts>:<text>`.
 * Parts are cut between characters (never inside a surrogate pair), so each is valid text.
 */
export function livePayloads(id: string, json: string): string[] {
  const texts: string[] = [];
  let rest = json;
  while (rest.length > 0) {
    let size = Math.min(rest.length, PART_BYTES);
    while (Buffer.byteLength(rest.slice(0, size)) > PART_BYTES) size = Math.floor(size * 0.9);
    const code = rest.charCodeAt(size - 1);
    if (size < rest.length && code >= 0xd800 && code <= 0xdbff) size -= 1;
    texts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return texts.map((text, part) => `${id}:${part + 1}:${texts.length}:${text}`);
}

/** Puts parts back together in arrival order; answers the whole JSON once its last part is in. */
export class LivePayloadJoiner {
  private readonly pending = new Map<string, string[]>();

  add(payload: string): string | null {
    const [id, part, parts] = payload.split(':', 3) as [string, string, string];
    const text = payload.slice(id.length + part.length + parts.length + 3);
    const total = Number(parts);
    if (total === 1) return text;
    const received = [...(this.pending.get(id) ?? []), text];
    if (received.length < total) {
      this.pending.set(id, received);
      return null;
    }
    this.pending.delete(id);
    return received.join('');
  }
}

/**
 * The live channel on PostgreSQL: `pg_notify` on `meridian_live_<topic>`, one statement per publish so
 * its parts commit together, publishes of this process one after the other (NOTIFY delivers in commit
 * order); each listening process holds one LISTEN connection per topic, opened again after a loss.
 */
export class PostgresLiveChannel extends ListeningLiveChannel {
  private readonly connections = new Map<string, { client: PoolClient; letGo(error?: Error): void }>();
  private readonly prefix = randomBytes(4).toString('hex');
  private sent = 0;
  private readonly retries = new Set<NodeJS.Timeout>();
  private readonly opening = new Set<string>();

  constructor(
    private readonly pool: Pool,
    private readonly report: (error: unknown, context: string) => void,
  ) {
    super(report);
  }

  publishLive(topic: string, messages: readonly LiveMessage[]): Promise<void> {
    const channel = liveChannelName(topic);
    const payloads = messages.flatMap((message) => livePayloads(`${this.prefix}${(this.sent++).toString(36)}`, JSON.stringify(message)));
    if (payloads.length === 0) return Promise.resolve();
    return this.order.run(async () => {
      await this.pool.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) WITH ORDINALITY AS t(p, n) ORDER BY n', [channel, payloads]);
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    const open = [...this.connections.values()];
    this.connections.clear();
    for (const { client, letGo } of open) {
      await client.query('UNLISTEN *').catch(() => undefined);
      letGo();
    }
  }

  protected async listen(topic: string): Promise<void> {
    if (!this.running || this.connections.has(topic) || this.opening.has(topic)) return;
    const channel = liveChannelName(topic);
    let client: PoolClient;
    this.opening.add(topic);
    try {
      client = await this.pool.connect();
    } catch (error) {
      return this.again(topic, error);
    } finally {
      this.opening.delete(topic);
    }
    if (!this.running) return client.release();
    const joiner = new LivePayloadJoiner();
    const onNotification = (notification: Notification) => {
      if (notification.channel !== channel || notification.payload === undefined) return;
      try {
        const json = joiner.add(notification.payload);
        if (json !== null) this.listeners.deliver(topic, liveMessageFrom(json));
      } catch (error) {
        this.report(error, `skipped an unreadable live message on ${channel}`);
      }
    };
    // Our listeners come off before the pool hands the connection to anyone else; a broken one is destroyed.
    const letGo = (error?: Error) => {
      client.removeListener('notification', onNotification);
      client.removeListener('error', onError);
      client.release(error);
    };
    const onError = (error: Error) => {
      if (this.connections.get(topic)?.client !== client) return;
      this.connections.delete(topic);
      letGo(error);
      this.again(topic, error);
    };
    client.on('notification', onNotification);
    client.on('error', onError);
    this.connections.set(topic, { client, letGo });
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      if (this.connections.get(topic)?.client !== client) return;
      this.connections.delete(topic);
      letGo(error as Error);
      this.again(topic, error);
    }
  }

  private again(topic: string, error: unknown): void {
    this.report(error, `lost the live channel '${topic}'; listening again in ${RECONNECT_MS} ms (messages in between are missed)`);
    if (!this.running) return;
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      void this.listen(topic);
    }, RECONNECT_MS);
    this.retries.add(timer);
  }
}

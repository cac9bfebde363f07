import type { Notification, Pool, PoolClient } from 'pg';
import type { DeliveryObserver } from './delivery-observer';

/**
 * A connection LISTENing on one channel, plus a poll that fires `wake` either way: a notification is
 * only a hint that something may be ready. A lost connection is dropped and opened again on the next
 * poll, so delivery never depends on it. `wake` gets a notification's payload, and none from the poll.
 */
export class NotificationListener {
  private listening?: { client: PoolClient; letGo(error?: Error): void };
  private timer?: NodeJS.Timeout;
  private connecting?: Promise<void>;

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
    private readonly pollMs: number,
    private readonly wake: (payload?: string) => void,
    private readonly observer: Required<DeliveryObserver>,
  ) {}

  async start(): Promise<void> {
    this.timer = setInterval(() => {
      this.wake();
      if (!this.listening) void this.connect();
    }, this.pollMs);
    await this.connect();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.connecting;
    const listening = this.listening;
    this.listening = undefined;
    if (!listening) return;
    await listening.client.query('UNLISTEN *').catch(() => undefined);
    listening.letGo();
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<void> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      return this.observer.transportError(error, `could not LISTEN ${this.channel}; polling until it can`);
    }
    const onNotification = (message: Notification) => this.wake(message.payload);
    const onError = (error: Error) => {
      this.observer.transportError(error, `lost the LISTEN ${this.channel} connection; polling until it is back`);
      if (this.listening?.client === client) this.listening = undefined;
      letGo(error);
    };
    let released = false;
    // Our listeners come off before the pool hands the connection to anyone else; a broken one is destroyed.
    const letGo = (error?: Error) => {
      if (released) return;
      released = true;
      client.removeListener('notification', onNotification);
      client.removeListener('error', onError);
      client.release(error);
    };
    client.on('notification', onNotification);
    client.on('error', onError);
    try {
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      letGo(error as Error);
      return this.observer.transportError(error, `could not LISTEN ${this.channel}; polling until it can`);
    }
    if (!this.timer) return letGo();
    this.listening = { client, letGo };
  }
}

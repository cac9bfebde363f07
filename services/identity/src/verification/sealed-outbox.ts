import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@meridian/runtime';
import { PLATFORM_KEY } from '../credentials/platform-key';
import { openSecret, sealSecret } from '../second-factor/authenticator-secrets';
import type { MessageSender, OutboundMessage } from './message-sender';

/** The AES-GCM binding of a message's body: its row's recipient (a body moved to another row does not open). */
const boundTo = (recipient: string) => `outbound:${recipient}`;

/**
 * The messages the platform sends (codes included), kept in `outbound_messages` where no mail or SMS
 * provider is plugged in: staff read them there to help a customer (the back office's Outbox). Each
 * body is sealed (AES-256-GCM) with the platform key held outside the database, so a dump, a replica
 * or a backup of the database holds no readable code; it is opened only for the staff list. On
 * start, bodies an earlier version kept readable are sealed in place.
 */
@Injectable()
export class SealedOutbox implements MessageSender, OnApplicationBootstrap {
  private readonly logger = new Logger('SealedOutbox');
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(PLATFORM_KEY) private readonly key: Buffer,
  ) {}

  async send(message: OutboundMessage): Promise<void> {
    await this.pool.query(
      `INSERT INTO outbound_messages (channel, recipient, subject, body, lang, purpose) VALUES ($1, $2, $3, $4, $5, $6)`,
      [message.channel, message.recipient, message.subject, sealSecret(this.key, boundTo(message.recipient), message.body), message.lang, message.purpose],
    );
  }

  /** A stored body as staff read it; one that does not open (another key) says so instead. */
  open(recipient: string, stored: string): string {
    return openSecret(this.key, boundTo(recipient), stored) ?? '(sealed with another key)';
  }

  async onApplicationBootstrap(): Promise<void> {
    const { rows } = await this.pool.query<{ id: string; recipient: string; body: string }>(`SELECT id, recipient, body FROM outbound_messages WHERE body NOT LIKE 'v1:%'`);
    let sealed = 0;
    for (const row of rows) {
      const { rowCount } = await this.pool.query('UPDATE outbound_messages SET body = $3 WHERE id = $1 AND body = $2', [
        row.id,
        row.body,
        sealSecret(this.key, boundTo(row.recipient), row.body),
      ]);
      sealed += rowCount ?? 0;
    }
    if (sealed > 0) this.logger.log(`sealed ${sealed} outbound messages stored readable`);
  }
}

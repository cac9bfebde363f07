import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { inTransaction } from '@meridian/database';
import { PG_POOL } from '@meridian/runtime';
import type { SupportImage, SupportReference } from '../domain/conversation.decider';
import { SupportCommands } from '../support-commands';
import { supportImages } from '../support-images';

/**
 * A customer opens a conversation or writes in one. An image is decoded and encoded afresh before
 * anything is kept, and stored with the event in one transaction: a refusal keeps nothing. The
 * message is appended (and its push written to the outbox) before anyone is told.
 */
@Injectable()
export class SupportMessagesHandler {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly commands: SupportCommands,
  ) {}

  async open(
    customerId: string,
    reference: SupportReference | null,
    body: string,
    image: Buffer | null,
    requestId: string | null,
  ): Promise<string> {
    const conversationId = randomUUID();
    await this.withImage(customerId, image, (client, stored) =>
      this.commands.execute(
        conversationId,
        { type: 'OpenSupportConversation', data: { conversationId, customerId, reference, messageId: randomUUID(), body, image: stored } },
        { client, metadata: { customerId, ...(requestId ? { requestId } : {}) } },
      ),
    );
    return conversationId;
  }

  async write(customerId: string, conversationId: string, body: string, image: Buffer | null, requestId: string | null): Promise<void> {
    await this.withImage(customerId, image, (client, stored) =>
      this.commands.execute(
        conversationId,
        { type: 'WriteToSupport', data: { customerId, messageId: randomUUID(), body, image: stored } },
        { client, metadata: { customerId, ...(requestId ? { requestId } : {}) } },
      ),
    );
  }

  private async withImage(
    customerId: string,
    image: Buffer | null,
    run: (client: import('pg').PoolClient, stored: SupportImage | null) => Promise<unknown>,
  ) {
    const checked = image ? await supportImages.check(new Map([['message', image]])) : [];
    await inTransaction(this.pool, async (client) => {
      const [stored] = checked.length ? await supportImages.store(client, customerId, checked) : [];
      await run(client, stored ? { imageId: stored.imageId, mime: stored.mime, size: stored.size, sha256: stored.sha256 } : null);
    });
  }
}

import type { Pool } from 'pg';

export interface OutboundMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  lang: string;
  purpose: string;
}

/** Where codes go out. The default keeps them in an outbox staff can read; an SMTP or SMS provider plugs in here. */
export interface MessageSender {
  send(message: OutboundMessage): Promise<void>;
}

export const MESSAGE_SENDER = Symbol('MESSAGE_SENDER');

export class OutboxMessageSender implements MessageSender {
  constructor(private readonly pool: Pool) {}

  async send(message: OutboundMessage): Promise<void> {
    await this.pool.query(
      `INSERT INTO outbound_messages (channel, recipient, subject, body, lang, purpose) VALUES ($1, $2, $3, $4, $5, $6)`,
      [message.channel, message.recipient, message.subject, message.body, message.lang, message.purpose],
    );
  }
}

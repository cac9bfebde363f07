export interface OutboundMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  lang: string;
  purpose: string;
}

/** Where codes go out. The default keeps them sealed in an outbox staff can read (SealedOutbox); an SMTP or SMS provider plugs in here. */
export interface MessageSender {
  send(message: OutboundMessage): Promise<void>;
}

export const MESSAGE_SENDER = Symbol('MESSAGE_SENDER');

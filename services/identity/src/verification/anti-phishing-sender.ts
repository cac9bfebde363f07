import { translate, type Lang } from '@meridian/http';
import type { CustomerDirectory } from '../customers/customer-directory';
import type { MessageSender, OutboundMessage } from './message-sender';

/**
 * Puts the recipient's anti-phishing phrase at the top of every message the platform sends them: a
 * message without it did not come from us. Wraps whichever sender delivers.
 */
export class AntiPhishingSender implements MessageSender {
  constructor(
    private readonly inner: MessageSender,
    private readonly directory: CustomerDirectory,
  ) {}

  async send(message: OutboundMessage): Promise<void> {
    const phrase = await this.directory.antiPhishingPhraseOf(message.recipient);
    const body = phrase ? `${translate(message.lang as Lang, 'message.antiPhishing', { phrase })}\n\n${message.body}` : message.body;
    await this.inner.send({ ...message, body });
  }
}

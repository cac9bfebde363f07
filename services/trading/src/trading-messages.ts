import { randomUUID } from 'node:crypto';
import { FundsTransferEvents, TRADING_SOURCE, type FundsSentToFundingV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';

/** A message trading tells other services (schema 1, an id of its own): what the outbox carries. */
export function tradingMessage(
  type: string,
  streamId: string,
  data: unknown,
  metadata: Record<string, unknown>,
  occurredAt: string,
): IntegrationEvent {
  return { id: randomUUID(), type, source: TRADING_SOURCE, streamId, schemaVersion: 1, data, metadata, occurredAt };
}

/**
 * Money a core sent out of a trading account (`spot` or `contract`) to the customer's funding wallet,
 * announced in the debit's transaction: the funding side hears of it if and only if the debit is durable.
 */
export function sentToFunding(core: 'spot' | 'contract', data: FundsSentToFundingV1, causationId: string): IntegrationEvent {
  return tradingMessage(
    FundsTransferEvents.sentToFunding,
    `${core}-transfer-${data.transferId}`,
    data,
    { customerId: data.customerId, causationId },
    data.at,
  );
}

/** Each `SendToFunding` command a core's group commit recorded (as `eventType` on `stream`), with the id of the event that recorded it. */
export function sendsToFunding<Command extends { type: string }>(
  recorded: readonly RecordedEvent[],
  stream: string,
  eventType: string,
): { command: Extract<Command, { type: 'SendToFunding' }>; eventId: string }[] {
  const sends: { command: Extract<Command, { type: 'SendToFunding' }>; eventId: string }[] = [];
  for (const event of recorded) {
    if (event.streamId !== stream || event.type !== eventType) continue;
    const { command } = event.data as { command: Command };
    if (command.type === 'SendToFunding')
      sends.push({ command: command as Extract<Command, { type: 'SendToFunding' }>, eventId: event.id });
  }
  return sends;
}

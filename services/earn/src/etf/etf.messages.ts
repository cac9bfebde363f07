import { randomUUID } from 'node:crypto';
import { EARN_SOURCE, EtfFundsEvents, type EtfMoneyV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import type { EtfHoldingEvent } from './etf-holding.decider';
import { holdingOf, HOLDING_PREFIX } from './etf-streams';

/**
 * What accounts must do for a holding's new events: take a purchase's USDT, pay a sale's proceeds.
 * Written to the outbox by the use case that appended them (EtfStore), in its transaction.
 */
export function etfMessages(events: readonly RecordedEvent[]): IntegrationEvent[] {
  const messages: IntegrationEvent[] = [];
  const ask = (type: string, money: EtfMoneyV1, recorded: RecordedEvent) =>
    messages.push({ id: randomUUID(), type, source: EARN_SOURCE, streamId: recorded.streamId, schemaVersion: 1, data: money, metadata: { causationId: recorded.id, customerId: money.customerId }, occurredAt: money.at });
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(HOLDING_PREFIX)) continue;
    const { fundId, customerId } = holdingOf(recorded.streamId);
    const event = { type: recorded.type, data: recorded.data } as EtfHoldingEvent;
    switch (event.type) {
      case 'EtfBuyPlaced': {
        const { tradeId, amount, at } = event.data;
        ask(EtfFundsEvents.purchaseRequested, { fundId, tradeId, customerId, coin: 'USDT', amount, entryId: `etf-buy-${tradeId}`, at }, recorded);
        break;
      }
      case 'EtfSold': {
        const { tradeId, proceeds, at } = event.data;
        ask(EtfFundsEvents.saleDue, { fundId, tradeId, customerId, coin: 'USDT', amount: proceeds, entryId: `etf-sale-${tradeId}`, at }, recorded);
        break;
      }
      case 'EtfBuySettled':
      case 'EtfBuyFailed':
        break;
      default: {
        const unknown: never = event;
        throw new Error(`unknown ETF holding event ${JSON.stringify(unknown)}`);
      }
    }
  }
  return messages;
}

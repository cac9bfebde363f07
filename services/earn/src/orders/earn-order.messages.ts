import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { EARN_SOURCE, EarnFundsEvents, type EarnHoldRequestedV1, type EarnPrincipalReleasedV1, type EarnYieldDueV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import type { EarnOrderEvent } from './earn-order.decider';

const PREFIX = 'earn-order-';

/**
 * What the funding wallet must do for an order's new events: hold a placed order's principal, credit
 * a paid yield, give an ended order's principal back (less a redemption's penalty). Written to the
 * outbox by the use case that appended them (EarnOrderStore), in its transaction; the order's row it
 * reads was written there by the inline projection.
 */
export async function earnOrderMessages(events: readonly RecordedEvent[], client: PoolClient): Promise<IntegrationEvent[]> {
  const messages: IntegrationEvent[] = [];
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(PREFIX)) continue;
    const orderId = recorded.streamId.slice(PREFIX.length);
    const event = { type: recorded.type, data: recorded.data } as EarnOrderEvent;
    const publish = (type: string, data: unknown, customerId: string) =>
      messages.push({ id: randomUUID(), type, source: EARN_SOURCE, streamId: recorded.streamId, schemaVersion: 1, data, metadata: { causationId: recorded.id, customerId }, occurredAt: (recorded.data as { at: string }).at });
    const order = async () =>
      (await client.query<{ customer_id: string; amount: string }>('SELECT customer_id, amount::text FROM earn_orders WHERE order_id = $1', [orderId])).rows[0]!;
    switch (event.type) {
      case 'EarnOrderPlaced': {
        const { customerId, amount, at } = event.data;
        const request: EarnHoldRequestedV1 = { orderId, customerId, coin: 'USDT', amount, at };
        publish(EarnFundsEvents.holdRequested, request, customerId);
        break;
      }
      case 'EarnYieldPaid': {
        const { day, amount, at } = event.data;
        const { customer_id: customerId } = await order();
        const due: EarnYieldDueV1 = { orderId, customerId, day, coin: 'USDT', amount, entryId: `earn-yield-${orderId}-${day}`, at };
        publish(EarnFundsEvents.yieldDue, due, customerId);
        break;
      }
      case 'EarnOrderMatured':
      case 'EarnOrderRedeemed': {
        const penalty = event.type === 'EarnOrderRedeemed' ? event.data.penalty : '0';
        const row = await order();
        const release: EarnPrincipalReleasedV1 = { orderId, customerId: row.customer_id, coin: 'USDT', amount: row.amount, penalty, at: event.data.at };
        publish(EarnFundsEvents.principalReleased, release, row.customer_id);
        break;
      }
      case 'EarnOrderActivated':
      case 'EarnOrderFailed':
      case 'EarnRedemptionRequested':
      case 'EarnRedemptionRejected':
        break;
      default: {
        const unknown: never = event;
        throw new Error(`unknown earn event ${JSON.stringify(unknown)}`);
      }
    }
  }
  return messages;
}

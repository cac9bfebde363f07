import { C2cEvents, productFundsRequestType, type C2cNotice, type C2cOrderChangedV1, type ProductFundsRequestV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { c2cIntegrationEvent } from '../c2c-integration';
import { C2C_ASSET } from './domain/c2c-terms';
import { c2cOrderDecider, OPEN_STATUSES, type C2cOrderEvent, type C2cOrderState } from './domain/c2c-order.decider';

/** The product's platform account: the inventory finance funds from the treasury. */
export const C2C_INVENTORY = 'c2c-inventory';

/**
 * What the funding wallet must do for an order's new events, and what the customer is told, from the
 * order as it stood before them (docs/architecture.md, "Holding money for a product"): a match holds
 * the amount in the inventory (refused when it cannot cover it), a completion pays the hold to the
 * customer's wallet, an expiry or a rejection gives it back. Written to the outbox by the use case that
 * appended the events (`C2cOrderCommands`), in its transaction; a rebuild of the read model sends nothing.
 */
export function c2cOrderMessages(events: readonly RecordedEvent[], before: C2cOrderState): IntegrationEvent[] {
  const messages: IntegrationEvent[] = [];
  let state = before;
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as C2cOrderEvent;
    const next = c2cOrderDecider.evolve(state, event);
    const funds = { kind: 'c2c', referenceId: next.orderId, customerId: next.customerId, asset: C2C_ASSET, amount: next.amount, platformAccount: C2C_INVENTORY, from: 'product' } as const;
    const ask = (request: ProductFundsRequestV1) => messages.push(c2cIntegrationEvent(productFundsRequestType(request.step), request, request.at, recorded, next.customerId));
    const tell = (notice: C2cNotice, at: string, reason: string | null = null) => {
      const ended = !(OPEN_STATUSES as readonly string[]).includes(next.status);
      const data: C2cOrderChangedV1 = { customerId: next.customerId, orderId: next.orderId, notice, status: next.status, amount: next.amount, fiat: next.fiat, fiatAmount: next.fiatAmount, expiresAt: ended ? null : next.expiresAt, reason, at };
      messages.push(c2cIntegrationEvent(C2cEvents.orderChanged, data, at, recorded, next.customerId));
    };
    const release = (holdId: string | null, memo: string, at: string) => {
      if (holdId) ask({ ...funds, step: 'release', stepId: holdId, share: '0', memo, at });
    };
    switch (event.type) {
      case 'C2cMatchRequested':
        ask({ ...funds, step: 'hold', stepId: event.data.holdId, memo: `C2C order ${next.orderId}`, refusal: 'c2c.inventoryShort', at: event.data.at });
        break;
      case 'C2cOrderMatched':
        tell('matched', event.data.at);
        break;
      case 'C2cOrderReminded':
        tell('reminder', event.data.at);
        break;
      case 'C2cOrderExtended':
        // The new deadline is in the message (expiresAt); the reason is the staff member's own words.
        tell('extended', event.data.at, event.data.reason);
        break;
      case 'C2cOrderCompleted':
        ask({ ...funds, step: 'settle', stepId: event.data.holdId, share: next.amount, memo: `C2C purchase ${next.orderId}`, at: event.data.at });
        break;
      case 'C2cOrderCredited':
        tell('completed', event.data.at);
        break;
      case 'C2cOrderRejected':
        release(event.data.holdId, `C2C order ${next.orderId} rejected`, event.data.at);
        tell('rejected', event.data.at, event.data.reason);
        break;
      case 'C2cOrderExpired':
        release(event.data.holdId, `C2C order ${next.orderId} expired`, event.data.at);
        tell('expired', event.data.at);
        break;
      default:
        break;
    }
    state = next;
  }
  return messages;
}

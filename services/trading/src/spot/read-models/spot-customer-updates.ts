import { CustomerUpdateCollector, CustomerUpdateEvents, type CustomerUpdatedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { parseAccount } from '@meridian/ledger';
import type { IntegrationEvent } from '@meridian/messaging';
import { MARKET_MAKER, type SpotEventData } from '../domain/spot-core.types';
import { presentOrder } from '../domain/spot-order-outcome';
import { tradingMessage } from '../../trading-messages';

/**
 * One message per group commit for every customer whose spot orders or spot balance it changed:
 * hundreds of orders under load cost one outbox row and one delivery, not one each.
 */
export function spotCustomerUpdates(recorded: readonly RecordedEvent[]): IntegrationEvent | null {
  const collector = new CustomerUpdateCollector();
  for (const event of recorded) {
    const { orders, postings } = event.data as SpotEventData;
    for (const order of orders) if (order.ownerId !== MARKET_MAKER) collector.spotOrder(order.ownerId, { ...presentOrder(order) });
    for (const { account } of postings) {
      if (!account.startsWith('user:')) continue; // the core's hold accounts are named after order ids, which hold ':'
      const parsed = parseAccount(account);
      if (parsed.type === 'user' && parsed.kind === 'spot' && parsed.customerId !== MARKET_MAKER) collector.balance(parsed.customerId, 'bb');
    }
  }
  const updates = collector.updates();
  const last = recorded[recorded.length - 1];
  if (updates.length === 0 || !last) return null;
  const data: CustomerUpdatedV1 = { updates, at: last.recordedAt };
  return tradingMessage(CustomerUpdateEvents.updated, last.streamId, data, { causationId: last.id }, last.recordedAt);
}

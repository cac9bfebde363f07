import { Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNTS_SOURCE,
  C2C_SOURCE,
  C2cEvents,
  CustomerUpdateEvents,
  InboxEvents,
  parseInboxUnreadChangedV1,
  ENGAGEMENT_SOURCE,
  IDENTITY_SOURCE,
  KYC_SOURCE,
  LENDING_SOURCE,
  parseCustomerSessionsEndedV1,
  parseC2cOrderChangedV1,
  parseCustomerUpdatedV1,
  parseSupportConversationUpdatedV1,
  SupportEvents,
  TRADING_SOURCE,
  type CustomerUpdate,
} from '@meridian/contracts';
import type { IntegrationEvent } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { PrivateGateway } from './private.gateway';

/**
 * A customer's private push, from the events the owning services publish over the bus: the same in
 * one process and across many (with the Redis adapter an emit reaches sockets on every gateway).
 * A message that does not match its contract is logged and dropped, never half-pushed.
 */
@Injectable()
export class CustomerPushConsumer extends BusConsumer {
  private readonly logger = new Logger('push');

  constructor(private readonly gateway: PrivateGateway) {
    super();
  }

  protected subscriptions() {
    return [
      {
        consumer: 'gateway.customer-push',
        sources: [ACCOUNTS_SOURCE, TRADING_SOURCE, IDENTITY_SOURCE, KYC_SOURCE, LENDING_SOURCE, ENGAGEMENT_SOURCE, C2C_SOURCE],
        types: [CustomerUpdateEvents.updated, CustomerUpdateEvents.sessionsEnded, SupportEvents.updated, InboxEvents.unreadChanged, C2cEvents.orderChanged],
        handle: async (event: IntegrationEvent) => this.push(event),
      },
    ];
  }

  private push(event: IntegrationEvent): void {
    try {
      if (event.type === CustomerUpdateEvents.updated) {
        const { updates, at } = parseCustomerUpdatedV1(event.data);
        for (const update of updates) this.pushUpdate(update, at);
      } else if (event.type === SupportEvents.updated) {
        // Live support (docs/support.md): the message was stored before this was published.
        const { customerId, ...support } = parseSupportConversationUpdatedV1(event.data);
        this.gateway.emitToCustomer(customerId, 'support', support);
      } else if (event.type === C2cEvents.orderChanged) {
        // A C2C order matched, extended, completed, expired or rejected (docs/c2c.md): its screen reads it again.
        const { customerId, orderId, status, notice, expiresAt } = parseC2cOrderChangedV1(event.data);
        this.gateway.emitToCustomer(customerId, 'c2c', { orderId, status, notice, expiresAt });
      } else if (event.type === InboxEvents.unreadChanged) {
        // The personal inbox's unread count (docs/engagement.md), on every open app of the customer.
        const { customerId, unread } = parseInboxUnreadChangedV1(event.data);
        this.gateway.emitToCustomer(customerId, 'inbox', { unread });
      } else {
        const ended = parseCustomerSessionsEndedV1(event.data);
        if (ended.sessionId === null) this.gateway.endCustomerSessions(ended.customerId, ended.reason);
        else this.gateway.endSessionById(ended.sessionId, ended.reason);
      }
    } catch (error) {
      this.logger.warn(`dropped ${event.type} from ${event.source} (${event.id}): ${(error as Error).message}`);
    }
  }

  private pushUpdate(update: CustomerUpdate, at: string): void {
    const { customerId } = update;
    for (const order of update.spotOrders) this.gateway.emitToCustomer(customerId, 'spot-order', order);
    for (const account of update.balances) this.gateway.emitToCustomer(customerId, 'balance', { account, at });
    for (const deposit of update.deposits) this.gateway.emitToCustomer(customerId, 'deposit', deposit);
    for (const withdrawal of update.withdrawals) this.gateway.emitToCustomer(customerId, 'withdrawal', withdrawal);
    for (const verification of update.verifications ?? []) this.gateway.emitToCustomer(customerId, 'verification', verification);
    if (update.credit) this.gateway.emitToCustomer(customerId, 'credit', update.credit);
  }
}

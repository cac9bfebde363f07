import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { FundingEventsStored } from '@meridian/accounts';
import { PrivateGateway } from './private.gateway';

/** Tells a customer's open apps that a balance, deposit or withdrawal of theirs changed. */
@EventsHandler(FundingEventsStored)
export class FundingPusher implements IEventHandler<FundingEventsStored> {
  constructor(private readonly gateway: PrivateGateway) {}

  handle({ events }: FundingEventsStored): void {
    for (const event of events) {
      const customerId = event.metadata.customerId;
      if (typeof customerId !== 'string') continue;
      if (event.streamId.startsWith('ledger-')) this.gateway.emitToCustomer(customerId, 'balance', { type: event.type, at: event.recordedAt });
      if (event.streamId.startsWith('deposit-')) this.gateway.emitToCustomer(customerId, 'deposit', { id: event.streamId.slice('deposit-'.length), type: event.type });
      if (event.streamId.startsWith('withdrawal-')) this.gateway.emitToCustomer(customerId, 'withdrawal', { id: event.streamId.slice('withdrawal-'.length), type: event.type });
    }
  }
}

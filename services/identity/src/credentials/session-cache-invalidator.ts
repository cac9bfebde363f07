import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { CustomerEventStored } from '../customers/customer-store';
import { SqlSessionVerifier } from './session-verifier';

const ENDS_SESSIONS = new Set(['SessionClosed', 'AllSessionsRevoked', 'LoginPasswordChanged']);

/** A logout or a password change takes effect at once, whatever the verifier had cached. */
@EventsHandler(CustomerEventStored)
export class SessionCacheInvalidator implements IEventHandler<CustomerEventStored> {
  constructor(private readonly verifier: SqlSessionVerifier) {}

  handle({ event }: CustomerEventStored): void {
    if (ENDS_SESSIONS.has(event.type) && typeof event.metadata.customerId === 'string') this.verifier.forgetCustomer(event.metadata.customerId);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { coinOfferingDecider, coinOfferingStream, type CoinOfferingCommand, type CoinOfferingEvent, type CoinOfferingState } from './domain/coin-offering.decider';
import {
  coinSubscriptionDecider,
  coinSubscriptionStream,
  type CoinSubscriptionCommand,
  type CoinSubscriptionEvent,
  type CoinSubscriptionState,
} from './domain/coin-subscription.decider';
import { subscriptionMessages } from './subscription.messages';

/**
 * Runs commands on an offering's stream and on a subscription's (`commandHandling`), with what
 * accounts must do written to the outbox in the same transaction. Refusals stay the deciders'
 * `DomainError`s.
 */
@Injectable()
export class SubscriptionStore {
  readonly offering: ExecuteCommand<CoinOfferingCommand, CoinOfferingEvent, CoinOfferingState>;
  readonly subscription: ExecuteCommand<CoinSubscriptionCommand, CoinSubscriptionEvent, CoinSubscriptionState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    const afterAppend = async (recorded: Parameters<typeof subscriptionMessages>[0], client: Parameters<typeof subscriptionMessages>[1]) =>
      writeToOutbox(client, await subscriptionMessages(recorded, client));
    this.offering = commandHandling({ store, clock, decider: coinOfferingDecider, streamOf: coinOfferingStream, afterAppend });
    this.subscription = commandHandling({ store, clock, decider: coinSubscriptionDecider, streamOf: coinSubscriptionStream, afterAppend });
  }
}

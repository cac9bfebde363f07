import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DomainError } from '@meridian/decider';
import type { EventStore } from '@meridian/eventstore';
import { decideAndPublish } from '../outbox/decide-and-publish';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { coinOfferingDecider, coinOfferingStream, type CoinOfferingCommand } from './coin-offering.decider';
import { coinSubscriptionDecider, coinSubscriptionStream, type CoinSubscriptionCommand } from './coin-subscription.decider';
import { subscriptionMessages } from './subscription.messages';

type WithoutMeta<C> = C extends unknown ? Omit<C, 'metadata'> : never;
const refusal = (error: unknown) => {
  if (!(error instanceof DomainError)) return error;
  return error.code.endsWith('notFound')
    ? new AppError(error.code as MessageKey, 404, 404)
    : AppError.badInput(error.code as MessageKey, error.params);
};

/** Decides and appends on an offering's or a subscription's stream by the platform's clock; refusals become the envelope's. */
@Injectable()
export class SubscriptionStore {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  now = () => this.clock.now().toISOString();

  async offering(symbol: string, command: WithoutMeta<CoinOfferingCommand>, metadata: Record<string, unknown> = {}) {
    const full = { ...command, metadata: { now: this.now() } } as CoinOfferingCommand;
    return (
      await decideAndPublish(this.store, coinOfferingStream(symbol), coinOfferingDecider, full, { metadata }, subscriptionMessages).catch((error: unknown) =>
        Promise.reject(refusal(error)),
      )
    ).events;
  }

  async subscription(
    subscriptionId: string,
    command: WithoutMeta<CoinSubscriptionCommand>,
    metadata: Record<string, unknown> = {},
    client?: PoolClient,
  ) {
    const full = { ...command, metadata: { now: this.now() } } as CoinSubscriptionCommand;
    return (
      await decideAndPublish(this.store, coinSubscriptionStream(subscriptionId), coinSubscriptionDecider, full, { metadata, client }, subscriptionMessages).catch(
        (error: unknown) => Promise.reject(refusal(error)),
      )
    ).events;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DomainError } from '@meridian/decider';
import type { EventStore } from '@meridian/eventstore';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { decideAndPublish } from '../outbox/decide-and-publish';
import { earnOrderDecider, earnOrderStream, type EarnOrderCommand } from './earn-order.decider';
import { earnOrderMessages } from './earn-order.messages';

type WithoutMeta<C> = C extends unknown ? Omit<C, 'metadata'> : never;

/** Decides and appends one command on an order's stream, now by the platform's clock, with what it publishes; refusals become the envelope's. */
@Injectable()
export class EarnOrderStore {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(orderId: string, command: WithoutMeta<EarnOrderCommand>, metadata: Record<string, unknown> = {}, now = this.clock.now(), client?: PoolClient) {
    try {
      const full = { ...command, metadata: { now: now.toISOString() } } as EarnOrderCommand;
      // What the wallet must do goes to the outbox with the events, in one transaction.
      const outcome = await decideAndPublish(this.store, earnOrderStream(orderId), earnOrderDecider, full, { metadata, client }, earnOrderMessages);
      return outcome.events;
    } catch (error) {
      if (error instanceof DomainError) throw error.code === 'earn.notFound' ? new AppError('earn.notFound', 404, 404) : AppError.badInput(error.code as MessageKey, error.params);
      throw error;
    }
  }
}

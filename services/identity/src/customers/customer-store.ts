import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { EVENT_STORE, CLOCK, type Clock } from '@meridian/runtime';
import { commandHandling, type EventStore, type ExecuteCommand, type RecordedEvent, type WithoutMeta } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { writeToOutbox } from '@meridian/messaging';
import { DomainError } from '../domain-error';
import { customerDecider, type CustomerCommand, type CustomerState } from './customer.decider';
import { customerMessages } from './customer-integration-events';
import { customerStream, type CustomerEvent } from './customer.events';

/** Identity's domain events, republished on @nestjs/cqrs's EventBus after they are stored. */
export class CustomerEventStored {
  constructor(readonly event: RecordedEvent) {}
}

/**
 * Runs a customer command through the one command-handling factory (`commandHandling`): what identity
 * publishes about the new events goes to the outbox in the append's transaction. The decider's
 * refusals pass through as `DomainError`s (the HTTP edge answers them), except two that are not
 * refusals of input: an expired demo ends the session (forced logout), and a duplicate e-mail or
 * phone, caught by the read model's unique index inside the append's transaction, is "already
 * registered" (409).
 */
@Injectable()
export class CustomerStore {
  private readonly run: ExecuteCommand<CustomerCommand, CustomerEvent, CustomerState>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) clock: Clock,
    private readonly eventBus: EventBus,
  ) {
    this.run = commandHandling({
      store,
      clock,
      decider: customerDecider,
      streamOf: customerStream,
      afterAppend: (recorded, client) => writeToOutbox(client, customerMessages(recorded)),
    });
  }

  async execute(customerId: string, command: WithoutMeta<CustomerCommand>, requestId?: string | null): Promise<RecordedEvent[]> {
    try {
      const outcome = await this.run(customerId, command, { metadata: { customerId, requestId: requestId ?? undefined } });
      this.eventBus.publishAll(outcome.events.map((event) => new CustomerEventStored(event)));
      return outcome.events;
    } catch (error) {
      throw sessionOrDuplicateAnswer(error);
    }
  }
}

function sessionOrDuplicateAnswer(error: unknown): unknown {
  if (error instanceof DomainError && error.code === 'auth.demoExpired') return AppError.forcedLogout('auth.demoExpired', 2);
  const pg = error as { code?: string; constraint?: string };
  if (pg.code === '23505' && /customers_(email|phone_key)_key/.test(pg.constraint ?? '')) return AppError.conflict('account.exists');
  return error;
}

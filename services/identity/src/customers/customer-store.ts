import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { EVENT_STORE, CLOCK, type Clock } from '@meridian/runtime';
import { inTransaction } from '@meridian/database';
import { handleCommand, WrongExpectedVersionError, type EventStore, type RecordedEvent } from '@meridian/eventstore';
import { AppError, type MessageKey } from '@meridian/http';
import { writeToOutbox } from '@meridian/messaging';
import { DomainError } from '../domain-error';
import { customerDecider, type CustomerCommand } from './customer.decider';
import { customerMessages } from './customer-integration-events';
import { customerStream } from './customer.events';

type CommandWithoutMeta = CustomerCommand extends infer C ? (C extends { metadata: unknown } ? Omit<C, 'metadata'> : never) : never;

/** Identity's domain events, republished on @nestjs/cqrs's EventBus after they are stored. */
export class CustomerEventStored {
  constructor(readonly event: RecordedEvent) {}
}

const ATTEMPTS = 8;

/**
 * Runs a customer command: load the stream, decide, append with the expected version (retrying on
 * conflict), and write what identity publishes about the new events to the outbox in the same
 * transaction. Domain refusals become the customer's message; a duplicate e-mail or phone, caught
 * by the read model's unique index inside the append's transaction, becomes "already registered".
 */
@Injectable()
export class CustomerStore {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly eventBus: EventBus,
  ) {}

  async execute(customerId: string, command: CommandWithoutMeta, requestId?: string | null): Promise<RecordedEvent[]> {
    try {
      const outcome = await this.decideAndPublish(customerId, command, requestId);
      this.eventBus.publishAll(outcome.events.map((event) => new CustomerEventStored(event)));
      return outcome.events;
    } catch (error) {
      throw toAppError(error);
    }
  }

  private async decideAndPublish(customerId: string, command: CommandWithoutMeta, requestId?: string | null) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(this.store.pool, async (client) => {
          const outcome = await handleCommand(
            this.store,
            customerStream(customerId),
            customerDecider,
            { ...command, metadata: { now: this.clock.now().toISOString() } } as CustomerCommand,
            { client, metadata: { customerId, requestId: requestId ?? undefined } },
          );
          await writeToOutbox(client, customerMessages(outcome.events));
          return outcome;
        });
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt >= ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }
}

export function toAppError(error: unknown): unknown {
  if (error instanceof DomainError) {
    if (error.code === 'auth.demoExpired') return AppError.forcedLogout('auth.demoExpired', 2);
    return AppError.badInput(error.code as MessageKey, error.params);
  }
  const pg = error as { code?: string; constraint?: string };
  if (pg.code === '23505' && /customers_(email|phone_key)_key/.test(pg.constraint ?? '')) return AppError.conflict('account.exists');
  return error;
}

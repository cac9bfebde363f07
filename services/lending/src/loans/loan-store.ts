import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DomainError } from '@meridian/decider';
import { inTransaction } from '@meridian/database';
import { handleCommand, loadStreamState, WrongExpectedVersionError, type EventStore } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { loanDecider, loanStream, type LoanCommand } from './loan.decider';
import { loanMessages } from './loan.messages';

type WithoutMeta<C> = C extends unknown ? Omit<C, 'metadata'> : never;

const ATTEMPTS = 8;

/**
 * Decides and appends one command on a loan's stream, now by the platform's clock, and writes what
 * the funding wallet must do to the outbox in the same transaction (the caller's, when given);
 * refusals become the envelope's.
 */
@Injectable()
export class LoanStore {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(loanId: string, command: WithoutMeta<LoanCommand>, metadata: Record<string, unknown> = {}, options: { now?: Date; client?: PoolClient } = {}) {
    const now = (options.now ?? this.clock.now()).toISOString();
    try {
      const full = { ...command, metadata: { now } } as LoanCommand;
      const run = async (client: PoolClient) => {
        const before = await loadStreamState(this.store, loanStream(loanId), loanDecider, client);
        const outcome = await handleCommand(this.store, loanStream(loanId), loanDecider, full, { metadata, client });
        if (outcome.events.length > 0) await writeToOutbox(client, loanMessages(outcome.events, before.state));
        return outcome.events;
      };
      if (options.client) return await run(options.client);
      for (let attempt = 1; ; attempt++) {
        try {
          return await inTransaction(this.store.pool, run);
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError) || attempt >= ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
        }
      }
    } catch (error) {
      if (error instanceof DomainError) throw error.code === 'loans.notFound' ? new AppError('loans.notFound', 404, 404) : AppError.badInput(error.code as MessageKey, error.params);
      throw error;
    }
  }
}

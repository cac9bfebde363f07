import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DomainError } from '@meridian/decider';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { loanDecider, loanStream, type LoanCommand } from './loan.decider';

type WithoutMeta<C> = C extends unknown ? Omit<C, 'metadata'> : never;

/** Decides and appends one command on a loan's stream, now by the platform's clock; refusals become the envelope's. */
@Injectable()
export class LoanStore {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(loanId: string, command: WithoutMeta<LoanCommand>, metadata: Record<string, unknown> = {}, options: { now?: Date; client?: PoolClient } = {}) {
    const now = (options.now ?? this.clock.now()).toISOString();
    try {
      const outcome = await handleCommand(this.store, loanStream(loanId), loanDecider, { ...command, metadata: { now } } as LoanCommand, { metadata, client: options.client });
      return outcome.events;
    } catch (error) {
      if (error instanceof DomainError) throw error.code === 'loans.notFound' ? new AppError('loans.notFound', 404, 404) : AppError.badInput(error.code as MessageKey, error.params);
      throw error;
    }
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { commandHandling, type EventStore, type ExecuteCommand, type WithoutMeta } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { DomainError } from '../domain-error';
import { staffDecider, staffStream, type StaffCommand, type StaffEvent, type StaffState } from './staff.decider';

/**
 * Runs a staff command through the one command-handling factory. The decider's refusals pass through
 * as `DomainError`s (the HTTP edge answers them), but for two answers the back office has always read:
 * an unknown staff member is bad input (400, not 404), and a duplicate e-mail, caught by the read
 * model's unique index inside the append's transaction, is "already registered" (409).
 */
@Injectable()
export class StaffStore {
  private readonly run: ExecuteCommand<StaffCommand, StaffEvent, StaffState>;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(CLOCK) clock: Clock) {
    this.run = commandHandling({ store, clock, decider: staffDecider, streamOf: staffStream });
  }

  async execute(staffId: string, command: WithoutMeta<StaffCommand>, actorId: string | null): Promise<void> {
    try {
      await this.run(staffId, command, { metadata: { staffId: actorId ?? staffId } });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'request.notFound') throw AppError.badInput('request.notFound');
      if ((error as { code?: string }).code === '23505') throw AppError.conflict('account.exists');
      throw error;
    }
  }
}

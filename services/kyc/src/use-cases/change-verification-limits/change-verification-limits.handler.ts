import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { handleCommand, type EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { VERIFICATION_LIMITS_STREAM, verificationLimitsDecider } from '../../limits/verification-limits.decider';
import { VerificationLimitsQuery } from '../../limits/verification-limits.query';
import type { ChangeVerificationLimitsDto } from './change-verification-limits.request.dto';

export class ChangeVerificationLimitsCommand extends Command<Awaited<ReturnType<VerificationLimitsQuery['current']>>> {
  constructor(
    readonly staffId: string,
    readonly input: ChangeVerificationLimitsDto,
  ) {
    super();
  }
}

/** Compliance changes what each level allows; withdrawals (accounts) and stakes (trading) follow it. */
@CommandHandler(ChangeVerificationLimitsCommand)
export class ChangeVerificationLimitsHandler implements ICommandHandler<ChangeVerificationLimitsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly limits: VerificationLimitsQuery,
  ) {}

  async execute({ staffId, input }: ChangeVerificationLimitsCommand) {
    const command = {
      type: 'ChangeVerificationLimits' as const,
      data: { limits: input.limits.map((row) => ({ ...row, borrowLimit: row.borrowLimit ?? null })), staffId, reason: input.reason },
      metadata: { now: this.clock.now().toISOString() },
    };
    try {
      await handleCommand(this.store, VERIFICATION_LIMITS_STREAM, verificationLimitsDecider, command, { metadata: { staffId } });
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as never, error.params);
      throw error;
    }
    return this.limits.current();
  }
}

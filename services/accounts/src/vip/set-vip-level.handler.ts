import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import type { EventStore } from '@meridian/eventstore';
import { AppError, type MessageKey } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock } from '@meridian/runtime';
import { decideVipStanding } from './vip-standing.store';
import { VipStandingQuery } from './vip-standing.query';

export class SetVipLevelCommand extends Command<Awaited<ReturnType<VipStandingQuery['of']>>> {
  constructor(
    readonly staffId: string,
    readonly customerId: string,
    readonly level: number | null,
    readonly reason: string,
  ) {
    super();
  }
}

/** Staff set a customer's level with a reason (it stands until they clear it), or clear it (null). */
@CommandHandler(SetVipLevelCommand)
export class SetVipLevelHandler implements ICommandHandler<SetVipLevelCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly standing: VipStandingQuery,
  ) {}

  async execute({ staffId, customerId, level, reason }: SetVipLevelCommand) {
    const command = { type: 'SetVipLevel' as const, data: { level, staffId, reason }, metadata: { now: this.clock.now().toISOString() } };
    try {
      await decideVipStanding(this.store, customerId, command, { customerId, staffId });
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as MessageKey, error.params);
      throw error;
    }
    return this.standing.of(customerId);
  }
}

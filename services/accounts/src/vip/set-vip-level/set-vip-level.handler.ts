import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VipStandingQuery } from '../queries/vip-standing.query';
import { VipStandingStore } from '../vip-standing.store';

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

/** Staff set a customer's level with a reason (it stands until they clear it), or clear it (null); the decider refuses a level off the table or no reason. */
@CommandHandler(SetVipLevelCommand)
export class SetVipLevelHandler implements ICommandHandler<SetVipLevelCommand> {
  constructor(
    private readonly vip: VipStandingStore,
    private readonly standing: VipStandingQuery,
  ) {}

  async execute({ staffId, customerId, level, reason }: SetVipLevelCommand) {
    await this.vip.execute(customerId, { type: 'SetVipLevel', data: { level, staffId, reason } }, { metadata: { customerId, staffId } });
    return this.standing.of(customerId);
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StaffPrincipal } from '@meridian/runtime';
import { FundingStore } from '../../funding-store';
import { depositById } from '../queries/deposit-view';
import { depositDecider, depositStream } from '../domain/deposit.decider';

export class RejectDepositCommand extends Command<Awaited<ReturnType<typeof depositById>>> {
  constructor(
    readonly staff: StaffPrincipal,
    readonly depositId: string,
    readonly reason: string,
  ) {
    super();
  }
}

/** Finance rejects a deposit with a reason the customer sees; nothing was credited, nothing moves. */
@CommandHandler(RejectDepositCommand)
export class RejectDepositHandler implements ICommandHandler<RejectDepositCommand> {
  constructor(private readonly funding: FundingStore) {}

  async execute({ staff, depositId, reason }: RejectDepositCommand) {
    return this.funding.transaction(async (tx) => {
      const customerId = (await tx.load(depositStream(depositId), depositDecider)).request?.customerId;
      await tx.run(depositStream(depositId), depositDecider, { type: 'RejectDeposit', data: { staffId: staff.staffId, reason }, metadata: { now: tx.now } }, { customerId, staffId: staff.staffId });
      return depositById(tx.client, depositId);
    });
  }
}

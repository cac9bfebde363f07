import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StaffPrincipal } from '@meridian/runtime';
import { FundingStore } from '../../funding-store';
import { customerLedgerDecider, ledgerStream } from '../../ledger/customer-ledger';
import { withdrawalById } from '../queries/withdrawal-view';
import { withdrawalDecider, withdrawalStream } from '../domain/withdrawal.decider';

export class RejectWithdrawalCommand extends Command<Awaited<ReturnType<typeof withdrawalById>>> {
  constructor(
    readonly staff: StaffPrincipal,
    readonly withdrawalId: string,
    readonly reason: string,
  ) {
    super();
  }
}

/** Finance rejects with a reason the customer sees; the hold is voided and the funds return. */
@CommandHandler(RejectWithdrawalCommand)
export class RejectWithdrawalHandler implements ICommandHandler<RejectWithdrawalCommand> {
  constructor(private readonly funding: FundingStore) {}

  async execute({ staff, withdrawalId, reason }: RejectWithdrawalCommand) {
    return this.funding.transaction(async (tx) => {
      const customerId = (await tx.load(withdrawalStream(withdrawalId), withdrawalDecider)).request?.customerId;
      const about = { customerId, staffId: staff.staffId };
      const { state } = await tx.run(withdrawalStream(withdrawalId), withdrawalDecider, { type: 'RejectWithdrawal', data: { staffId: staff.staffId, reason }, metadata: { now: tx.now } }, about);
      await tx.run(ledgerStream(state.request!.customerId), customerLedgerDecider, { type: 'VoidHold', data: { holdId: state.request!.holdId, reason: `Withdrawal rejected: ${reason}` }, metadata: { now: tx.now } }, about);
      return withdrawalById(tx.client, withdrawalId);
    });
  }
}

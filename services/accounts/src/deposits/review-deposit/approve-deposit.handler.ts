import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { platformAccount, userAccount } from '@meridian/ledger';
import type { StaffPrincipal } from '@meridian/runtime';
import { parseAmount } from '../../amounts';
import { FundingStore } from '../../funding-store';
import { customerLedgerDecider, ledgerStream } from '../../ledger/customer-ledger';
import { depositById } from '../deposit-view';
import { depositDecider, depositStream } from '../deposit.decider';

export class ApproveDepositCommand extends Command<Awaited<ReturnType<typeof depositById>>> {
  constructor(
    readonly staff: StaffPrincipal,
    readonly depositId: string,
    readonly note: string,
  ) {
    super();
  }
}

/** Finance completes a deposit: one balanced entry credits the customer from `platform:treasury`. */
@CommandHandler(ApproveDepositCommand)
export class ApproveDepositHandler implements ICommandHandler<ApproveDepositCommand> {
  constructor(private readonly funding: FundingStore) {}

  async execute({ staff, depositId, note }: ApproveDepositCommand) {
    return this.funding.transaction(async (tx) => {
      const customerId = (await tx.load(depositStream(depositId), depositDecider)).request?.customerId;
      const about = { customerId, staffId: staff.staffId };
      const { state } = await tx.run(depositStream(depositId), depositDecider, { type: 'ApproveDeposit', data: { staffId: staff.staffId, note }, metadata: { now: tx.now } }, about);
      const deposit = state.request!;
      const amount = parseAmount(deposit.coin, deposit.amount);
      await tx.run(
        ledgerStream(deposit.customerId),
        customerLedgerDecider,
        {
          type: 'PostEntry',
          data: {
            id: `deposit:${depositId}`,
            memo: `Deposit ${deposit.coin} ${deposit.chain}`,
            correlationId: depositId,
            postings: [
              { account: platformAccount('treasury', amount.asset), amount: amount.negate() },
              { account: userAccount(deposit.customerId, 'funding', amount.asset), amount },
            ],
          },
          metadata: { now: tx.now },
        },
        about,
      );
      return depositById(tx.client, depositId);
    });
  }
}

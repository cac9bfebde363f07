import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { platformAccount, userAccount } from '@meridian/ledger';
import type { StaffPrincipal } from '@meridian/runtime';
import { Decimal } from '@meridian/money';
import { parseAmount } from '../../amounts';
import { usdtValue } from '../../catalogue/asset-catalogue';
import { FundingStore } from '../../funding-store';
import { customerLedgerDecider, ledgerStream } from '../../ledger/customer-ledger';
import { FundingSettingsService } from '../../settings/funding-settings.service';
import { depositById } from '../queries/deposit-view';
import { depositDecider, depositStream } from '../domain/deposit.decider';

export class ApproveDepositCommand extends Command<Awaited<ReturnType<typeof depositById>>> {
  constructor(
    readonly staff: StaffPrincipal,
    readonly depositId: string,
    readonly note: string,
  ) {
    super();
  }
}

/**
 * Finance completes a deposit: one balanced entry credits the customer from
 * `platform:deposit-clearing` (the chain's and bank's side, which may go below zero).
 * Worth more than the rules' `dual_approval_above` (USDT), it needs two different finance staff: the
 * first approval leaves it `approving` and credits nothing; the second credits it.
 */
@CommandHandler(ApproveDepositCommand)
export class ApproveDepositHandler implements ICommandHandler<ApproveDepositCommand> {
  constructor(
    private readonly funding: FundingStore,
    private readonly settings: FundingSettingsService,
  ) {}

  async execute({ staff, depositId, note }: ApproveDepositCommand) {
    const rules = await this.settings.withdrawalRules();
    return this.funding.transaction(async (tx) => {
      const request = (await tx.load(depositStream(depositId), depositDecider)).request;
      const customerId = request?.customerId;
      const about = { customerId, staffId: staff.staffId };
      const dualApproval = request ? usdtValue(parseAmount(request.coin, request.amount)).toDecimal().compare(Decimal.parse(rules.dualApprovalAboveUsdt)) > 0 : false;
      const { state } = await tx.run(depositStream(depositId), depositDecider, { type: 'ApproveDeposit', data: { staffId: staff.staffId, note, dualApproval }, metadata: { now: tx.now } }, about);
      if (state.status !== 'completed') return depositById(tx.client, depositId);
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
              { account: platformAccount('deposit-clearing', amount.asset), amount: amount.negate() },
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

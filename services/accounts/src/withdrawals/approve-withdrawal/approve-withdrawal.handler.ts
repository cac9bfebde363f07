import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { AppError, refusalOf } from '@meridian/http';
import { platformAccount } from '@meridian/ledger';
import type { StaffPrincipal } from '@meridian/runtime';
import { moneyOf } from '../../amounts';
import { FundingStore } from '../../funding-store';
import { customerLedgerDecider, ledgerStream } from '../../ledger/customer-ledger';
import { FundingSettingsService } from '../../settings/funding-settings.service';
import { WithdrawalContexts } from '../withdrawal-context';
import { reviewHoldUntil } from '../domain/withdrawal-policy';
import { withdrawalById } from '../queries/withdrawal-view';
import { withdrawalDecider, withdrawalStream } from '../domain/withdrawal.decider';

export class ApproveWithdrawalCommand extends Command<Awaited<ReturnType<typeof withdrawalById>>> {
  constructor(
    readonly staff: StaffPrincipal,
    readonly withdrawalId: string,
    readonly note: string,
  ) {
    super();
  }
}

/**
 * Finance approves; the final approval posts the hold: what arrives goes to `platform:deposit-clearing`,
 * the account that mirrors the outside world, the fee to `platform:fees`. Identity's security record is asked again
 * here, so a password change committed in the same instant as the request still holds it.
 */
@CommandHandler(ApproveWithdrawalCommand)
export class ApproveWithdrawalHandler implements ICommandHandler<ApproveWithdrawalCommand> {
  constructor(
    private readonly funding: FundingStore,
    private readonly settings: FundingSettingsService,
    private readonly contexts: WithdrawalContexts,
  ) {}

  async execute(command: ApproveWithdrawalCommand) {
    try {
      return await this.approve(command);
    } catch (error) {
      throw explainedHold(error);
    }
  }

  private async approve({ staff, withdrawalId, note }: ApproveWithdrawalCommand) {
    const rules = await this.settings.withdrawalRules();
    // Whose withdrawal (it never changes) and identity's fact are read before the transaction: one that
    // holds a connection must never wait for a second one, or a burst of approvals could take the pool.
    const customerId = (await this.funding.load(withdrawalStream(withdrawalId), withdrawalDecider)).request?.customerId;
    const lastSecurityChange = customerId ? await this.contexts.lastSecurityChange(customerId) : null;
    return this.funding.transaction(async (tx) => {
      const about = { customerId, staffId: staff.staffId };
      const securityHoldUntil = customerId ? reviewHoldUntil(rules, lastSecurityChange, new Date(tx.now)) : null;
      const { events, state } = await tx.run(withdrawalStream(withdrawalId), withdrawalDecider, { type: 'ApproveWithdrawal', data: { staffId: staff.staffId, note, securityHoldUntil }, metadata: { now: tx.now } }, about);
      const approved = events[0]!.data as { final: boolean };
      if (approved.final) {
        const request = state.request!;
        const receive = moneyOf(request.coin, request.receive);
        const fee = moneyOf(request.coin, request.fee);
        const postings = [{ account: platformAccount('deposit-clearing', receive.asset), amount: receive }];
        if (fee.isPositive()) postings.push({ account: platformAccount('fees', fee.asset), amount: fee });
        await tx.run(ledgerStream(request.customerId), customerLedgerDecider, { type: 'PostHold', data: { holdId: request.holdId, to: postings, memo: 'Withdrawal paid out' }, metadata: { now: tx.now } }, about);
      }
      return withdrawalById(tx.client, withdrawalId);
    });
  }
}

/**
 * A refusal during the security hold carries the hold's end as data (`review_hold_until`, ISO), so
 * each screen says it in its reader's language and time zone; the message itself names the minute
 * in UTC rather than an ISO string.
 */
function explainedHold(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.code !== 'review.securityHold') return error;
  const until = String(error.params.time ?? '');
  const time = Number.isNaN(Date.parse(until)) ? until : `${new Date(until).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const refused = refusalOf(error);
  return new AppError(refused.key, refused.envelopeCode, refused.httpStatus, { ...error.params, time }, { data: { review_hold_until: until } });
}

import { platformAccount } from '@meridian/ledger';
import { ASSETS, type Money } from '@meridian/money';
import type { FundingTx } from '../funding-store';
import { customerLedgerDecider, ledgerStream } from '../ledger/customer-ledger';
import type { CapitalContribution } from './domain/capital-contribution.decider';
import { capitalEntryId } from './domain/capital-contribution.decider';
import type { CapitalContributionResponseDto } from './capital-contribution.response.dto';
import { PLATFORM_LEDGER } from './fund-platform-account/fund-platform-account.handler';

/** A confirmed contribution's money: `platform:deposit-clearing -> platform:treasury` on the platform's ledger, one entry id per contribution. */
export async function creditTreasury(tx: FundingTx, contributionId: string, amount: Money, memo: string, staffId: string): Promise<void> {
  await tx.run(
    ledgerStream(PLATFORM_LEDGER),
    customerLedgerDecider,
    {
      type: 'PostEntry',
      data: {
        id: capitalEntryId(contributionId),
        memo,
        postings: [
          { account: platformAccount('deposit-clearing', ASSETS.USDT), amount: amount.negate() },
          { account: platformAccount('treasury', ASSETS.USDT), amount },
        ],
      },
      metadata: { now: tx.now },
    },
    { staffId },
  );
}

export function contributionView(state: CapitalContribution): CapitalContributionResponseDto {
  return {
    id: state.contributionId!,
    amount: state.amount!,
    coin: state.coin!,
    reason: state.reason!,
    status: state.status as CapitalContributionResponseDto['status'],
    proposedBy: state.proposedBy!,
    proposedAt: state.proposedAt!,
    decidedBy: state.decidedBy,
    decidedAt: state.decidedAt,
    rejectReason: state.rejectReason,
  };
}

import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '@meridian/runtime';
import { parseAmount } from '../../amounts';
import { FundingStore } from '../../funding-store';
import { contributionView, creditTreasury } from '../capital-contribution-steps';
import type { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { capitalContributionDecider, capitalContributionStream } from '../domain/capital-contribution.decider';

/** A second finance or admin member confirms: the treasury is credited in the confirmation's transaction (two streams, one `FundingStore` transaction). */
@Injectable()
export class ConfirmCapitalContributionHandler {
  constructor(private readonly funding: FundingStore) {}

  execute(staff: StaffPrincipal, contributionId: string): Promise<CapitalContributionResponseDto> {
    return this.funding.transaction(async (tx) => {
      const { state } = await tx.run(
        capitalContributionStream(contributionId),
        capitalContributionDecider,
        { type: 'ConfirmCapitalContribution', data: { staffId: staff.staffId }, metadata: { now: tx.now } },
        { staffId: staff.staffId },
      );
      const memo = `Capital contribution proposed by ${state.proposedBy}, confirmed by ${staff.staffId}: ${state.reason}`;
      await creditTreasury(tx, contributionId, parseAmount('USDT', state.amount), memo, staff.staffId);
      return contributionView(state);
    });
  }
}

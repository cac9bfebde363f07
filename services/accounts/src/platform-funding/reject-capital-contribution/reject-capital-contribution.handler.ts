import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '@meridian/runtime';
import { FundingStore } from '../../funding-store';
import { contributionView } from '../capital-contribution-steps';
import type { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { capitalContributionDecider, capitalContributionStream } from '../domain/capital-contribution.decider';

/** Another member rejects a proposed contribution, with a reason; nothing moves. */
@Injectable()
export class RejectCapitalContributionHandler {
  constructor(private readonly funding: FundingStore) {}

  execute(staff: StaffPrincipal, contributionId: string, reason: string): Promise<CapitalContributionResponseDto> {
    return this.funding.transaction(async (tx) => {
      const { state } = await tx.run(
        capitalContributionStream(contributionId),
        capitalContributionDecider,
        { type: 'RejectCapitalContribution', data: { staffId: staff.staffId, reason }, metadata: { now: tx.now } },
        { staffId: staff.staffId },
      );
      return contributionView(state);
    });
  }
}

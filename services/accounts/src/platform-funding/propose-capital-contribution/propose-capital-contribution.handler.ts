import { Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import type { StaffPrincipal } from '@meridian/runtime';
import { parseAmount } from '../../amounts';
import { FundingStore } from '../../funding-store';
import { contributionView } from '../capital-contribution-steps';
import type { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import { capitalContributionDecider, capitalContributionStream } from '../domain/capital-contribution.decider';

/** Finance proposes a capital contribution; it moves nothing until a second, different member confirms it. The request id proposes once. */
@Injectable()
export class ProposeCapitalContributionHandler {
  constructor(private readonly funding: FundingStore) {}

  async execute(staff: StaffPrincipal, requestId: string, amountText: string, reason: string): Promise<CapitalContributionResponseDto> {
    if (!reason.trim()) throw AppError.badInput('review.reasonRequired');
    const amount = parseAmount('USDT', amountText).toString();
    const contributionId = requestId.toLowerCase();
    return this.funding.transaction(async (tx) => {
      const stream = capitalContributionStream(contributionId);
      const current = await tx.load(stream, capitalContributionDecider);
      // A retried request answers what it proposed; another proposal under the same id is refused.
      if (current.status !== 'none') {
        if (current.proposedBy === staff.staffId && current.amount === amount && current.reason === reason.trim()) return contributionView(current);
        throw AppError.badInput('request.replayed');
      }
      const { state } = await tx.run(
        stream,
        capitalContributionDecider,
        {
          type: 'ProposeCapitalContribution',
          data: { contributionId, amount, coin: 'USDT', reason, staffId: staff.staffId },
          metadata: { now: tx.now },
        },
        { staffId: staff.staffId },
      );
      return contributionView(state);
    }, requestId);
  }
}

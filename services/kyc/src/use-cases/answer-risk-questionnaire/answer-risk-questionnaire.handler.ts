import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import type { EventStore } from '@meridian/eventstore';
import { AppError } from '@meridian/http';
import { CLOCK, EVENT_STORE, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { decideAndPublish } from '../../kyc-store';
import { riskProfileDecider, riskProfileStream } from '../../risk-profile/risk-profile.decider';
import { riskProfileMessages } from '../../risk-profile/risk-profile.messages';
import { RiskProfileQuery } from '../../risk-profile/risk-profile.query';
import type { RiskAnswersRequestDto } from './answer-risk-questionnaire.request.dto';

export class AnswerRiskQuestionnaireCommand extends Command<Awaited<ReturnType<RiskProfileQuery['of']>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly answers: RiskAnswersRequestDto,
  ) {
    super();
  }
}

/** Scores the answers into a profile (published scoring); a retake waits 30 days after the last one. */
@CommandHandler(AnswerRiskQuestionnaireCommand)
export class AnswerRiskQuestionnaireHandler implements ICommandHandler<AnswerRiskQuestionnaireCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly profiles: RiskProfileQuery,
  ) {}

  async execute({ customer, answers }: AnswerRiskQuestionnaireCommand) {
    if (customer.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const now = this.clock.now();
    const { accountPurpose, investmentPurpose, investmentAmount, monthlyTrades, occupation } = answers;
    const command = {
      type: 'AnswerRiskQuestionnaire' as const,
      data: { answers: { accountPurpose, investmentPurpose, investmentAmount, monthlyTrades, occupation } },
      metadata: { now: now.toISOString() },
    };
    try {
      await decideAndPublish(this.store, riskProfileStream(customer.customerId), riskProfileDecider, command, { metadata: { customerId: customer.customerId } }, riskProfileMessages);
    } catch (error) {
      if (error instanceof DomainError) throw AppError.badInput(error.code as never, error.params);
      throw error;
    }
    return this.profiles.of(customer.customerId, now);
  }
}

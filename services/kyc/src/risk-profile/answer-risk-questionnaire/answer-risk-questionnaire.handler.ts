import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@meridian/decider';
import { commandHandling, type EventStore, type ExecuteCommand } from '@meridian/eventstore';
import { writeToOutbox } from '@meridian/messaging';
import { CLOCK, EVENT_STORE, type Clock, type CustomerPrincipal } from '@meridian/runtime';
import { riskProfileDecider, riskProfileStream, type RiskProfileCommand, type RiskProfileEvent, type RiskProfileState } from '../domain/risk-profile.decider';
import { RiskProfileQuery } from '../queries/risk-profile.query';
import { riskProfileMessages } from '../risk-profile.messages';
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
  private readonly answer: ExecuteCommand<RiskProfileCommand, RiskProfileEvent, RiskProfileState>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly profiles: RiskProfileQuery,
  ) {
    this.answer = commandHandling({
      store,
      clock,
      decider: riskProfileDecider,
      streamOf: riskProfileStream,
      afterAppend: (recorded, client) => writeToOutbox(client, riskProfileMessages(recorded)),
    });
  }

  async execute({ customer, answers }: AnswerRiskQuestionnaireCommand) {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const now = this.clock.now();
    const { accountPurpose, investmentPurpose, investmentAmount, monthlyTrades, occupation } = answers;
    await this.answer(
      customer.customerId,
      { type: 'AnswerRiskQuestionnaire', data: { answers: { accountPurpose, investmentPurpose, investmentAmount, monthlyTrades, occupation } } },
      { now, metadata: { customerId: customer.customerId } },
    );
    return this.profiles.of(customer.customerId, now);
  }
}

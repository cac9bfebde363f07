import { RETAKE_AFTER_DAYS, invalidRiskAnswer, scoreRiskAnswers, type RiskAnswers, type RiskProfile } from '@meridian/contracts';
import { DomainError, type Decider } from '@meridian/decider';

/**
 * A customer's answers to the risk questionnaire, one stream per customer (`risk-<customerId>`). The
 * profile follows from the published scoring; a new assessment waits 30 days after the last one.
 */
export type RiskProfileEvent = { type: 'RiskQuestionnaireAnswered'; data: { answers: RiskAnswers; score: number; profile: RiskProfile; at: string } };

export type RiskProfileCommand = { type: 'AnswerRiskQuestionnaire'; data: { answers: RiskAnswers }; metadata: { now: string } };

export interface RiskProfileState {
  assessedAt: string | null;
}

export const riskProfileStream = (customerId: string) => `risk-${customerId}`;

const DAY_MS = 86_400_000;

/** When a customer assessed at `assessedAt` may answer again. */
export const retakeFrom = (assessedAt: string): string => new Date(Date.parse(assessedAt) + RETAKE_AFTER_DAYS * DAY_MS).toISOString();

export const riskProfileDecider: Decider<RiskProfileCommand, RiskProfileEvent, RiskProfileState> = {
  decide(command, state) {
    const invalid = invalidRiskAnswer(command.data.answers);
    if (invalid) throw new DomainError('risk.answerRequired', { question: invalid });
    if (state.assessedAt && command.metadata.now < retakeFrom(state.assessedAt)) throw new DomainError('risk.retakeTooSoon', { date: retakeFrom(state.assessedAt).slice(0, 10) });
    const { score, profile } = scoreRiskAnswers(command.data.answers);
    return [{ type: 'RiskQuestionnaireAnswered', data: { answers: command.data.answers, score, profile, at: command.metadata.now } }];
  },
  evolve: (_state, event) => ({ assessedAt: event.data.at }),
  initialState: () => ({ assessedAt: null }),
};

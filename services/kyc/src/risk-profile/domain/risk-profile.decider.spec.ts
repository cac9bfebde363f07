import type { RiskAnswers } from '@meridian/contracts';
import { deciderSpec } from '@meridian/testing';
import { riskProfileDecider, type RiskProfileCommand, type RiskProfileEvent } from './risk-profile.decider';

const spec = deciderSpec(riskProfileDecider.decide, riskProfileDecider.evolve, riskProfileDecider.initialState);
const cautious: RiskAnswers = { accountPurpose: 1, investmentPurpose: 1, investmentAmount: 2, monthlyTrades: 1, occupation: 8 };
const bold: RiskAnswers = { accountPurpose: 6, investmentPurpose: 4, investmentAmount: 5, monthlyTrades: 3, occupation: 5 };
const answer = (answers: RiskAnswers, now: string): RiskProfileCommand => ({ type: 'AnswerRiskQuestionnaire', data: { answers }, metadata: { now } });
const answered = (answers: RiskAnswers, score: number, profile: 'conservative' | 'steady' | 'aggressive', at: string): RiskProfileEvent => ({
  type: 'RiskQuestionnaireAnswered',
  data: { answers, score, profile, at },
});

describe('the risk profile', () => {
  it('scores a first questionnaire', () => spec.given([]).when(answer(cautious, '2026-11-01T00:00:00.000Z')).then([answered(cautious, 0, 'conservative', '2026-11-01T00:00:00.000Z')]));

  it('refuses an answer that is not one of the question’s options, naming the question', () =>
    spec.given([]).when(answer({ ...cautious, monthlyTrades: 9 }, '2026-11-01T00:00:00.000Z')).thenThrows('risk.answerRequired'));

  it('refuses a retake within 30 days', () =>
    spec.given([answered(cautious, 0, 'conservative', '2026-11-01T00:00:00.000Z')]).when(answer(bold, '2026-11-30T23:59:59.000Z')).thenThrows('risk.retakeTooSoon'));

  it('takes a retake 30 days on', () =>
    spec
      .given([answered(cautious, 0, 'conservative', '2026-11-01T00:00:00.000Z')])
      .when(answer(bold, '2026-12-01T00:00:00.000Z'))
      .then([answered(bold, 13, 'aggressive', '2026-12-01T00:00:00.000Z')]));
});

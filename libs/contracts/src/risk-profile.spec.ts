import fc from 'fast-check';
import { RISK_BANDS, RISK_CAPS, RISK_QUESTIONS, invalidRiskAnswer, scoreRiskAnswers, type RiskAnswers } from './risk-profile';

const answers = (values: Partial<RiskAnswers> = {}): RiskAnswers => ({ accountPurpose: 1, investmentPurpose: 1, investmentAmount: 1, monthlyTrades: 1, occupation: 7, ...values });

describe('the risk questionnaire', () => {
  it('has the specification’s option counts', () => {
    expect(RISK_QUESTIONS.map((question) => [question.id, question.options.length])).toEqual([
      ['accountPurpose', 6],
      ['investmentPurpose', 4],
      ['investmentAmount', 6],
      ['monthlyTrades', 4],
      ['occupation', 12],
    ]);
  });

  it('scores the lowest answers conservative and the highest aggressive', () => {
    expect(scoreRiskAnswers(answers())).toEqual({ score: 0, profile: 'conservative' });
    expect(scoreRiskAnswers({ accountPurpose: 6, investmentPurpose: 4, investmentAmount: 6, monthlyTrades: 4, occupation: 5 })).toEqual({ score: 14, profile: 'aggressive' });
    expect(scoreRiskAnswers(answers({ accountPurpose: 5, investmentPurpose: 3, occupation: 1 }))).toEqual({ score: 5, profile: 'steady' });
  });

  it('names the first answer that is not an option', () => {
    expect(invalidRiskAnswer(answers())).toBeNull();
    expect(invalidRiskAnswer(answers({ investmentPurpose: 5 }))).toBe('investmentPurpose');
    expect(invalidRiskAnswer({ accountPurpose: 1 })).toBe('investmentPurpose');
    expect(invalidRiskAnswer(answers({ occupation: '3' as unknown as number }))).toBe('occupation');
  });

  it('puts every possible answer sheet in exactly one band, and higher profiles never get lower caps', () => {
    const sheet = fc.record(Object.fromEntries(RISK_QUESTIONS.map((question) => [question.id, fc.integer({ min: 1, max: question.options.length })])) as Record<keyof RiskAnswers, fc.Arbitrary<number>>);
    fc.assert(
      fc.property(sheet, (values) => {
        const { score, profile } = scoreRiskAnswers(values);
        expect(RISK_BANDS.filter((band) => score >= band.from && score <= band.to).map((band) => band.profile)).toEqual([profile]);
      }),
    );
    const caps = RISK_CAPS.slice(1).map((cap) => [BigInt(cap.contractMarginPerPosition), BigInt(cap.optionStakePerOrder)]);
    caps.slice(1).forEach((cap, index) => expect(cap.every((value, column) => value >= caps[index]![column]!)).toBe(true));
  });
});

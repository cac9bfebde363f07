/**
 * The risk questionnaire (SPEC section 4: account purpose 6 options, investment purpose 4, amount bands
 * 6, monthly trades 4, occupation 12), its published scoring and what each profile may commit. Served
 * at `GET /api/v1/risk/questionnaire` and in docs/kyc.md; scored by the kyc service; the caps enforced
 * by trading on each contract position's margin and each option's stake. Amounts are USDT strings.
 */
export type RiskProfile = 'conservative' | 'steady' | 'aggressive';
export type RiskLevel = RiskProfile | 'not_assessed';
export const RISK_PROFILES: readonly RiskProfile[] = ['conservative', 'steady', 'aggressive'];

export type RiskQuestionId = 'accountPurpose' | 'investmentPurpose' | 'investmentAmount' | 'monthlyTrades' | 'occupation';

export interface RiskQuestion {
  id: RiskQuestionId;
  /** Option ids from 1, each with the points it adds; the app names them in the customer's language. */
  options: readonly { id: number; points: number }[];
}

const scored = (...points: number[]) => points.map((value, index) => ({ id: index + 1, points: value }));

export const RISK_QUESTIONS: readonly RiskQuestion[] = [
  // Savings, long-term investment, hedging, regular income, short-term trading, leveraged speculation.
  { id: 'accountPurpose', options: scored(0, 1, 1, 1, 2, 3) },
  // Preserve capital, steady growth, higher returns accepting losses, the most return accepting losing all of it.
  { id: 'investmentPurpose', options: scored(0, 1, 2, 3) },
  // 100-1,000; 1,000-10,000; 10,000-50,000; 50,000-200,000; 200,000-1,000,000; over 1,000,000 USDT.
  { id: 'investmentAmount', options: scored(0, 0, 1, 1, 2, 2) },
  // 5-100, 100-300, 300-1,000, over 1,000 trades a month.
  { id: 'monthlyTrades', options: scored(0, 1, 2, 3) },
  // Employee, civil servant, self-employed, business owner, finance professional, other professional,
  // student, retired, homemaker, unemployed, freelancer, other.
  { id: 'occupation', options: scored(1, 1, 1, 2, 3, 1, 0, 0, 0, 0, 1, 0) },
];

export type RiskAnswers = Record<RiskQuestionId, number>;

/** Score bands, inclusive: 0-4 conservative, 5-9 steady, 10-14 aggressive. */
export const RISK_BANDS: readonly { profile: RiskProfile; from: number; to: number }[] = [
  { profile: 'conservative', from: 0, to: 4 },
  { profile: 'steady', from: 5, to: 9 },
  { profile: 'aggressive', from: 10, to: 14 },
];

/** A profile may be reassessed once this many days have passed since the last one. */
export const RETAKE_AFTER_DAYS = 30;

export interface RiskCaps {
  level: RiskLevel;
  /** The most margin one perpetual position may hold (at opening and after adding margin). */
  contractMarginPerPosition: string;
  /** The most one delivery option may stake (the verification level's limit applies as well). */
  optionStakePerOrder: string;
}

/** Until assessed, a customer commits what a conservative one may. Demo accounts are not capped. */
export const RISK_CAPS: readonly RiskCaps[] = [
  { level: 'not_assessed', contractMarginPerPosition: '5000', optionStakePerOrder: '1000' },
  { level: 'conservative', contractMarginPerPosition: '5000', optionStakePerOrder: '1000' },
  { level: 'steady', contractMarginPerPosition: '50000', optionStakePerOrder: '5000' },
  { level: 'aggressive', contractMarginPerPosition: '500000', optionStakePerOrder: '10000' },
];

export const riskCapsOf = (level: RiskLevel): RiskCaps => RISK_CAPS.find((caps) => caps.level === level)!;

/** The name of the first question whose answer is missing or not one of its options, or null. */
export function invalidRiskAnswer(answers: Partial<Record<string, unknown>>): RiskQuestionId | null {
  const wrong = RISK_QUESTIONS.find((question) => !question.options.some((option) => option.id === answers[question.id]));
  return wrong?.id ?? null;
}

/** The published scoring: the points of the chosen options, and the band they fall in. */
export function scoreRiskAnswers(answers: RiskAnswers): { score: number; profile: RiskProfile } {
  const invalid = invalidRiskAnswer(answers);
  if (invalid) throw new Error(`no option ${String(answers[invalid])} for ${invalid}`);
  const score = RISK_QUESTIONS.reduce((sum, question) => sum + question.options.find((option) => option.id === answers[question.id])!.points, 0);
  const band = RISK_BANDS.find((range) => score >= range.from && score <= range.to)!;
  return { score, profile: band.profile };
}

import { deciderSpec } from '@meridian/testing';
import { creditDecider } from './credit.decider';

const spec = deciderSpec(creditDecider.decide, creditDecider.evolve, creditDecider.initialState);
const now = '2026-11-26T10:00:00.000Z';
const image = { imageId: 'i1', role: 'proof', mime: 'image/png' as const, size: 10, sha256: 'ab' };

describe('a credit score', () => {
  it('is evaluated by finance from 0 to 1000 with a reason', () => {
    spec.given([]).when({ type: 'EvaluateCredit', data: { score: 720, reason: ' Salary slips checked ', staffId: 'fin', primaryVerified: true }, metadata: { now } }).then([
      { type: 'CreditEvaluated', data: { score: 720, reason: 'Salary slips checked', staffId: 'fin', at: now } },
    ]);
    spec.given([]).when({ type: 'EvaluateCredit', data: { score: 1001, reason: 'x', staffId: 'fin', primaryVerified: true }, metadata: { now } }).thenThrows('credit.scoreRange');
    spec.given([]).when({ type: 'EvaluateCredit', data: { score: 700, reason: '', staffId: 'fin', primaryVerified: true }, metadata: { now } }).thenThrows('review.reasonRequired');
  });

  it('needs primary verification, for the score and for the proofs', () => {
    spec.given([]).when({ type: 'EvaluateCredit', data: { score: 700, reason: 'x', staffId: 'fin', primaryVerified: false }, metadata: { now } }).thenThrows('kyc.primaryFirst');
    spec.given([]).when({ type: 'SubmitCreditProofs', data: { images: [image], primaryVerified: false }, metadata: { now } }).thenThrows('kyc.primaryFirst');
    spec.given([]).when({ type: 'SubmitCreditProofs', data: { images: [image], primaryVerified: true }, metadata: { now } }).then([{ type: 'CreditProofsSubmitted', data: { images: [image], at: now } }]);
  });

  it('is asked for once, with proofs, and the evaluation answers the request', () => {
    const requested = { type: 'CreditEvaluationRequested' as const, data: { images: [image], at: now } };
    spec.given([]).when({ type: 'RequestCreditEvaluation', data: { images: [image], primaryVerified: true }, metadata: { now } }).then([requested]);
    spec.given([]).when({ type: 'RequestCreditEvaluation', data: { images: [], primaryVerified: true }, metadata: { now } }).thenThrows('credit.proofRequired');
    spec
      .given([{ type: 'CreditProofsSubmitted', data: { images: [image], at: now } }])
      .when({ type: 'RequestCreditEvaluation', data: { images: [], primaryVerified: true }, metadata: { now } })
      .then([{ type: 'CreditEvaluationRequested', data: { images: [], at: now } }]);
    spec.given([]).when({ type: 'RequestCreditEvaluation', data: { images: [image], primaryVerified: false }, metadata: { now } }).thenThrows('kyc.primaryFirst');
    spec.given([requested]).when({ type: 'RequestCreditEvaluation', data: { images: [image], primaryVerified: true }, metadata: { now } }).thenThrows('credit.evaluationPending');
    spec
      .given([requested, { type: 'CreditEvaluated', data: { score: 650, reason: 'ok', staffId: 'fin', at: now } }])
      .when({ type: 'RequestCreditEvaluation', data: { images: [], primaryVerified: true }, metadata: { now } })
      .then([{ type: 'CreditEvaluationRequested', data: { images: [], at: now } }]);
  });
});

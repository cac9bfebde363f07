import type { DocumentImage } from '../../loans/domain/document-image';
import { DomainError, type Decider } from '@meridian/decider';

/**
 * A customer's credit score, one stream per customer (`credit-<customerId>`): the customer sends
 * proof images and asks for an evaluation, which waits in finance's queue; finance evaluates a score
 * from 0 to 1000 with a reason, which answers the request. Every step needs primary verification
 * ("Please complete real-name authentication first").
 */
export type CreditEvent =
  | { type: 'CreditProofsSubmitted'; data: { images: DocumentImage[]; at: string } }
  | { type: 'CreditEvaluationRequested'; data: { images: DocumentImage[]; at: string } }
  | { type: 'CreditEvaluated'; data: { score: number; reason: string; staffId: string; at: string } };

export type CreditCommand =
  | { type: 'SubmitCreditProofs'; data: { images: DocumentImage[]; primaryVerified: boolean }; metadata: { now: string } }
  | { type: 'RequestCreditEvaluation'; data: { images: DocumentImage[]; primaryVerified: boolean }; metadata: { now: string } }
  | { type: 'EvaluateCredit'; data: { score: number; reason: string; staffId: string; primaryVerified: boolean }; metadata: { now: string } };

export interface CreditState {
  /** Proof images sent so far. */
  proofs: number;
  /** An evaluation the customer asked for and finance has not answered yet. */
  requestedAt: string | null;
}

export const creditStream = (customerId: string) => `credit-${customerId}`;

export const creditDecider: Decider<CreditCommand, CreditEvent, CreditState> = {
  decide(command, state) {
    const at = command.metadata.now;
    if (!command.data.primaryVerified) throw new DomainError('kyc.primaryFirst');
    if (command.type === 'SubmitCreditProofs') {
      if (command.data.images.length === 0) throw new DomainError('credit.proofRequired');
      return [{ type: 'CreditProofsSubmitted', data: { images: command.data.images, at } }];
    }
    if (command.type === 'RequestCreditEvaluation') {
      if (state.requestedAt !== null) throw new DomainError('credit.evaluationPending');
      // Proofs sent with the request, or sent before it: finance needs something to evaluate.
      if (command.data.images.length === 0 && state.proofs === 0) throw new DomainError('credit.proofRequired');
      return [{ type: 'CreditEvaluationRequested', data: { images: command.data.images, at } }];
    }
    const { score, reason, staffId } = command.data;
    if (!Number.isInteger(score) || score < 0 || score > 1000) throw new DomainError('credit.scoreRange');
    if (!reason.trim()) throw new DomainError('review.reasonRequired');
    return [{ type: 'CreditEvaluated', data: { score, reason: reason.trim(), staffId, at } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'CreditProofsSubmitted':
        return { ...state, proofs: state.proofs + event.data.images.length };
      case 'CreditEvaluationRequested':
        return { proofs: state.proofs + event.data.images.length, requestedAt: event.data.at };
      case 'CreditEvaluated':
        return { ...state, requestedAt: null };
    }
  },
  initialState: () => ({ proofs: 0, requestedAt: null }),
};

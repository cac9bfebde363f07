import type { DocumentImage } from '../loans/document-image';
import { DomainError, type Decider } from '@meridian/decider';

/**
 * A customer's credit score, one stream per customer (`credit-<customerId>`): the customer sends
 * proof images, finance evaluates a score from 0 to 1000 with a reason. Both need primary
 * verification ("Please complete real-name authentication first").
 */
export type CreditEvent =
  | { type: 'CreditProofsSubmitted'; data: { images: DocumentImage[]; at: string } }
  | { type: 'CreditEvaluated'; data: { score: number; reason: string; staffId: string; at: string } };

export type CreditCommand =
  | { type: 'SubmitCreditProofs'; data: { images: DocumentImage[]; primaryVerified: boolean }; metadata: { now: string } }
  | { type: 'EvaluateCredit'; data: { score: number; reason: string; staffId: string; primaryVerified: boolean }; metadata: { now: string } };

export const creditStream = (customerId: string) => `credit-${customerId}`;

export const creditDecider: Decider<CreditCommand, CreditEvent, Record<string, never>> = {
  decide(command) {
    const at = command.metadata.now;
    if (!command.data.primaryVerified) throw new DomainError('kyc.primaryFirst');
    if (command.type === 'SubmitCreditProofs') {
      if (command.data.images.length === 0) throw new DomainError('credit.proofRequired');
      return [{ type: 'CreditProofsSubmitted', data: { images: command.data.images, at } }];
    }
    const { score, reason, staffId } = command.data;
    if (!Number.isInteger(score) || score < 0 || score > 1000) throw new DomainError('credit.scoreRange');
    if (!reason.trim()) throw new DomainError('review.reasonRequired');
    return [{ type: 'CreditEvaluated', data: { score, reason: reason.trim(), staffId, at } }];
  },
  evolve: (state) => state,
  initialState: () => ({}),
};

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { KycSubmissionDetailResponseDto } from '../queries/kyc-submission.response.dto';
import type { ReviewVerificationController } from './review-verification.http.controller';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type ReviewVerificationAnswersFit = [
  Fits<EnvelopeDataOf<ReviewVerificationController, 'approve'>, KycSubmissionDetailResponseDto>,
  Fits<EnvelopeDataOf<ReviewVerificationController, 'reject'>, KycSubmissionDetailResponseDto>,
];

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { KycStatusResponseDto } from '../queries/kyc-status.response.dto';
import type { SubmitVerificationController } from './submit-verification.http.controller';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type SubmitVerificationAnswersFit = [
  Fits<EnvelopeDataOf<SubmitVerificationController, 'primary'>, KycStatusResponseDto>,
  Fits<EnvelopeDataOf<SubmitVerificationController, 'advanced'>, KycStatusResponseDto>,
  Fits<EnvelopeDataOf<SubmitVerificationController, 'address'>, KycStatusResponseDto>,
];

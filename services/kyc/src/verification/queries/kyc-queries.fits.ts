import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { KycAdminController } from './kyc-review-queue.http.controller';
import type { KycController } from './kyc-status.http.controller';
import type { KycStatusResponseDto } from './kyc-status.response.dto';
import type { KycSubmissionDetailResponseDto, KycSubmissionResponseDto } from './kyc-submission.response.dto';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type KycQueriesAnswersFit = [
  Fits<EnvelopeDataOf<KycController, 'mine'>, KycStatusResponseDto>,
  Fits<EnvelopeDataOf<KycAdminController, 'queue'>, KycSubmissionResponseDto[]>,
  Fits<EnvelopeDataOf<KycAdminController, 'one'>, KycSubmissionDetailResponseDto>,
];

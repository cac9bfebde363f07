import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { ReferralController } from './referral.http.controller';
import type { ReferralRecordResponseDto, ReferralResponseDto } from './referral.response.dto';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type ReferralAnswersFit = [
  Fits<EnvelopeDataOf<ReferralController, 'summary'>, ReferralResponseDto>,
  Fits<EnvelopeDataOf<ReferralController, 'records'>, { items: ReferralRecordResponseDto[] }>,
];

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { TierLimitsController, VerificationLimitsAdminController } from './verification-limits.http.controller';
import type { TierLimitsResponseDto, VerificationLimitsSettingResponseDto } from './verification-limits.response.dto';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type VerificationLimitsAnswersFit = [
  Fits<EnvelopeDataOf<TierLimitsController, 'limits'>, { items: TierLimitsResponseDto[] }>,
  Fits<EnvelopeDataOf<VerificationLimitsAdminController, 'current'>, VerificationLimitsSettingResponseDto>,
];

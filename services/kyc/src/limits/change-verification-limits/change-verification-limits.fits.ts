import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { VerificationLimitsSettingResponseDto } from '../queries/verification-limits.response.dto';
import type { ChangeVerificationLimitsController } from './change-verification-limits.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type ChangeVerificationLimitsAnswerFits = Fits<EnvelopeDataOf<ChangeVerificationLimitsController, 'change'>, VerificationLimitsSettingResponseDto>;

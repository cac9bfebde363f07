import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { KycAdminController } from './kyc-admin.controller';
import type { KycController } from './kyc.controller';
import type { RiskController } from './risk.controller';
import type { VerificationLimitsAdminController } from './verification-limits-admin.controller';
import type { RiskProfileResponseDto, RiskQuestionnaireResponseDto } from './risk.response.dto';
import type { KycStatusResponseDto, VerificationLimitsSettingResponseDto, KycSubmissionDetailResponseDto, KycSubmissionResponseDto, TierLimitsResponseDto } from './kyc.response.dto';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type KycAnswersFit = [
  Fits<EnvelopeDataOf<KycController, 'limits'>, { items: TierLimitsResponseDto[] }>,
  Fits<EnvelopeDataOf<KycController, 'mine'>, KycStatusResponseDto>,
  Fits<EnvelopeDataOf<KycController, 'primary'>, KycStatusResponseDto>,
  Fits<EnvelopeDataOf<KycAdminController, 'queue'>, KycSubmissionResponseDto[]>,
  Fits<EnvelopeDataOf<KycAdminController, 'one'>, KycSubmissionDetailResponseDto>,
  Fits<EnvelopeDataOf<KycAdminController, 'approve'>, KycSubmissionDetailResponseDto>,
  Fits<EnvelopeDataOf<RiskController, 'questionnaire'>, RiskQuestionnaireResponseDto>,
  Fits<Awaited<ReturnType<VerificationLimitsAdminController['current']>>['data'], VerificationLimitsSettingResponseDto>,
  Fits<EnvelopeDataOf<RiskController, 'profile'>, RiskProfileResponseDto>,
  Fits<EnvelopeDataOf<RiskController, 'answer'>, RiskProfileResponseDto>,
];

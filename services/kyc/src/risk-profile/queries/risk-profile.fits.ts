import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { RiskController } from './risk-profile.http.controller';
import type { RiskProfileResponseDto, RiskQuestionnaireResponseDto } from './risk-profile.response.dto';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type RiskProfileAnswersFit = [
  Fits<EnvelopeDataOf<RiskController, 'questionnaire'>, RiskQuestionnaireResponseDto>,
  Fits<EnvelopeDataOf<RiskController, 'profile'>, RiskProfileResponseDto>,
];

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { RiskProfileResponseDto } from '../queries/risk-profile.response.dto';
import type { AnswerRiskQuestionnaireController } from './answer-risk-questionnaire.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type AnswerRiskQuestionnaireAnswerFits = Fits<EnvelopeDataOf<AnswerRiskQuestionnaireController, 'answer'>, RiskProfileResponseDto>;

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SecurityStateResponseDto } from '../queries/security-state.response.dto';
import type { SetSecurityQuestionController } from './set-security-question.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type SetSecurityQuestionAnswerFits = Fits<EnvelopeDataOf<SetSecurityQuestionController, 'setQuestion'>, SecurityStateResponseDto>;

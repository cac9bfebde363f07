import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SecurityStateController } from './security-state.http.controller';
import type { SecurityStateResponseDto } from './security-state.response.dto';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type SecurityStateAnswerFits = Fits<EnvelopeDataOf<SecurityStateController, 'state'>, SecurityStateResponseDto>;

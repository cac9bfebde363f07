import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { C2cRulesResponseDto } from '../queries/c2c-rate.response.dto';
import type { ChangeC2cRulesController } from './change-c2c-rules.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type ChangeC2cRulesAnswerFits = Fits<EnvelopeDataOf<ChangeC2cRulesController, 'change'>, C2cRulesResponseDto>;

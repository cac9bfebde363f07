import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { LendingRulesResponseDto } from '../queries/lending-rules.response.dto';
import type { ChangeLendingRulesController } from './change-lending-rules.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type ChangeLendingRulesAnswerFits = Fits<EnvelopeDataOf<ChangeLendingRulesController, 'changeLendingRules'>, LendingRulesResponseDto>;

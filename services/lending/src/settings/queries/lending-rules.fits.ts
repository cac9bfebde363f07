import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { LendingRulesController } from './lending-rules.http.controller';
import type { LendingRulesResponseDto } from './lending-rules.response.dto';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type LendingRulesAnswerFits = Fits<EnvelopeDataOf<LendingRulesController, 'lendingRules'>, LendingRulesResponseDto>;

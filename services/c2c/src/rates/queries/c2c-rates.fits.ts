import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { C2cPublicRatesResponseDto, C2cRateResponseDto, C2cRulesResponseDto } from './c2c-rate.response.dto';
import type { C2cRatesAdminController, C2cRatesController } from './c2c-rates.http.controller';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type C2cRatesAnswersFit = [
  Fits<EnvelopeDataOf<C2cRatesController, 'published'>, C2cPublicRatesResponseDto>,
  Fits<EnvelopeDataOf<C2cRatesAdminController, 'list'>, C2cRateResponseDto[]>,
  Fits<EnvelopeDataOf<C2cRatesAdminController, 'one'>, C2cRateResponseDto>,
  Fits<EnvelopeDataOf<C2cRatesAdminController, 'rules'>, C2cRulesResponseDto>,
];

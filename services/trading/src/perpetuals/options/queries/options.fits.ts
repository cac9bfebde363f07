import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { OptionEligibilityResponseDto, OptionOrderResponseDto, OptionProductResponseDto } from './option.response.dto';
import type { OptionsController } from './options.http.controller';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type OptionsAnswersFit = [
  Fits<EnvelopeDataOf<OptionsController, 'products'>, { items: OptionProductResponseDto[] }>,
  Fits<EnvelopeDataOf<OptionsController, 'orders'>, { items: OptionOrderResponseDto[] }>,
  Fits<EnvelopeDataOf<OptionsController, 'eligibility'>, OptionEligibilityResponseDto>,
];

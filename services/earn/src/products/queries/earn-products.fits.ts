import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { EarnProductsQueriesController } from './earn-products.http.controller';
import type { EarnProductResponseDto } from './earn-products.response.dto';

// What the route answers must fit this (libs/http answer-fits.ts).
export type EarnProductsAnswerFits = Fits<EnvelopeDataOf<EarnProductsQueriesController, 'list'>, { items: EarnProductResponseDto[] }>;

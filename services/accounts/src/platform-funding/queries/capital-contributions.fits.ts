import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import type { CapitalContributionsController } from './capital-contributions.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type CapitalContributionQueryAnswersFit = [
  Fits<EnvelopeDataOf<CapitalContributionsController, 'list'>, CapitalContributionResponseDto[]>,
  Fits<EnvelopeDataOf<CapitalContributionsController, 'one'>, CapitalContributionResponseDto>,
];

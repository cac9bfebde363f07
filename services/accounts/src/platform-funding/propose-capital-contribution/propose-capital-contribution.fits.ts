import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { CapitalContributionResponseDto } from '../capital-contribution.response.dto';
import type { ProposeCapitalContributionController } from './propose-capital-contribution.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type ProposeCapitalContributionAnswerFits = Fits<EnvelopeDataOf<ProposeCapitalContributionController, 'propose'>, CapitalContributionResponseDto>;

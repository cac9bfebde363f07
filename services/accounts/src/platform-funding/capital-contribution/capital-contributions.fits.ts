import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { CapitalContributionResponseDto } from './capital-contribution.response.dto';
import type { CapitalContributionsController } from './capital-contributions.controller';

// What each route answers must fit the DTO that describes it (libs/http answer-fits.ts).
type Data<Method extends keyof CapitalContributionsController> = EnvelopeDataOf<CapitalContributionsController, Method>;

export type CapitalContributionAnswersFit = [
  Fits<Data<'list'>, CapitalContributionResponseDto[]>,
  Fits<Data<'one'>, CapitalContributionResponseDto>,
  Fits<Data<'propose'>, CapitalContributionResponseDto>,
  Fits<Data<'confirm'>, CapitalContributionResponseDto>,
  Fits<Data<'reject'>, CapitalContributionResponseDto>,
];

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { FeedController } from './feed.controller';
import type { HourCommitmentResponseDto, RecordedTickResponseDto, WalkParametersResponseDto } from './feed.request.dto';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type FeedAnswersFit = [
  Fits<EnvelopeDataOf<FeedController, 'commitments'>, { items: HourCommitmentResponseDto[] }>,
  Fits<EnvelopeDataOf<FeedController, 'ticks'>, { items: RecordedTickResponseDto[] }>,
  Fits<EnvelopeDataOf<FeedController, 'instruments'>, { items: WalkParametersResponseDto[] }>,
];

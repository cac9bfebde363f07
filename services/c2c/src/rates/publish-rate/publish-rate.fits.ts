import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { C2cRateResponseDto } from '../queries/c2c-rate.response.dto';
import type { PublishC2cRateController } from './publish-rate.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type PublishC2cRateAnswerFits = Fits<EnvelopeDataOf<PublishC2cRateController, 'publish'>, C2cRateResponseDto>;

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { C2cOrderResponseDto } from '../queries/c2c-order.response.dto';
import type { PlaceC2cOrderController } from './place-order.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type PlaceC2cOrderAnswerFits = Fits<EnvelopeDataOf<PlaceC2cOrderController, 'place'>, C2cOrderResponseDto>;

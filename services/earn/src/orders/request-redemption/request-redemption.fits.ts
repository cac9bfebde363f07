import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { EarnOrderDetailResponseDto } from '../queries/earn-orders.response.dto';
import type { RequestRedemptionController } from './request-redemption.http.controller';

// What the route answers must fit this (libs/http answer-fits.ts).
export type RequestRedemptionAnswerFits = Fits<EnvelopeDataOf<RequestRedemptionController, 'redeem'>, EarnOrderDetailResponseDto>;

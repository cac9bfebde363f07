import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { EarnOrderDetailResponseDto } from '../queries/earn-orders.response.dto';
import type { PurchaseEarnController } from './purchase-earn.http.controller';

// What the route answers must fit this (libs/http answer-fits.ts).
export type PurchaseEarnAnswerFits = Fits<EnvelopeDataOf<PurchaseEarnController, 'purchase'>, EarnOrderDetailResponseDto>;

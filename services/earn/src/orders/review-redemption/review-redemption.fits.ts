import type { Fits } from '@meridian/http';
import type { EarnOrderDetailResponseDto } from '../queries/earn-orders.response.dto';
import type { ReviewRedemptionController } from './review-redemption.http.controller';

// What the route answers must fit this (libs/http answer-fits.ts).
export type ReviewRedemptionAnswerFits = Fits<Awaited<ReturnType<ReviewRedemptionController['approve']>>['data'], EarnOrderDetailResponseDto>;

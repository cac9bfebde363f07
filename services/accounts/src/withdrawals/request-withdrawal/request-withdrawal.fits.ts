import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { WithdrawalResponseDto } from '../withdrawal.response.dto';
import type { RequestWithdrawalController } from './request-withdrawal.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type RequestWithdrawalAnswerFits = Fits<EnvelopeDataOf<RequestWithdrawalController, 'withdraw'>, WithdrawalResponseDto>;

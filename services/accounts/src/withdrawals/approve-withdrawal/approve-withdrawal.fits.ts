import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { WithdrawalResponseDto } from '../withdrawal.response.dto';
import type { ApproveWithdrawalController } from './approve-withdrawal.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type ApproveWithdrawalAnswerFits = Fits<EnvelopeDataOf<ApproveWithdrawalController, 'approveWithdrawal'>, WithdrawalResponseDto>;

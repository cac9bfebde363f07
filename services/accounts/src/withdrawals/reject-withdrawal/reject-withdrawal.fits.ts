import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { WithdrawalResponseDto } from '../withdrawal.response.dto';
import type { RejectWithdrawalController } from './reject-withdrawal.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type RejectWithdrawalAnswerFits = Fits<EnvelopeDataOf<RejectWithdrawalController, 'rejectWithdrawal'>, WithdrawalResponseDto>;

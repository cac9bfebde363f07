import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { DepositResponseDto } from '../deposit.response.dto';
import type { RejectDepositController } from './reject-deposit.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type RejectDepositAnswerFits = Fits<EnvelopeDataOf<RejectDepositController, 'rejectDeposit'>, DepositResponseDto>;

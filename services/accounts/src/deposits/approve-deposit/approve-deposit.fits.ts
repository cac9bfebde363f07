import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { DepositResponseDto } from '../deposit.response.dto';
import type { ApproveDepositController } from './approve-deposit.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type ApproveDepositAnswerFits = Fits<EnvelopeDataOf<ApproveDepositController, 'approveDeposit'>, DepositResponseDto>;

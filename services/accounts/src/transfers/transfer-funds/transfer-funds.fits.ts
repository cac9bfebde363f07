import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { TransferFundsController } from './transfer-funds.http.controller';
import type { TransferResponseDto } from './transfer-funds.response.dto';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type TransferFundsAnswerFits = Fits<EnvelopeDataOf<TransferFundsController, 'transfer'>, TransferResponseDto>;

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { DepositResponseDto } from '../deposit.response.dto';
import type { RequestDepositController } from './request-deposit.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type RequestDepositAnswerFits = Fits<EnvelopeDataOf<RequestDepositController, 'deposit'>, DepositResponseDto>;

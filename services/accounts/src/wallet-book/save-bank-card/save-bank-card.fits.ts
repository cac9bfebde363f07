import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { BankCardResponseDto } from '../wallet-book.response.dto';
import type { SaveBankCardController } from './save-bank-card.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type SaveBankCardAnswerFits = Fits<EnvelopeDataOf<SaveBankCardController, 'addBankCard'>, BankCardResponseDto>;

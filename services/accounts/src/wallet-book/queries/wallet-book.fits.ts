import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { BankCardResponseDto, SavedAddressResponseDto } from '../wallet-book.response.dto';
import type { BankCardsController, SavedAddressesController } from './wallet-book.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type WalletBookAnswersFit = [
  Fits<EnvelopeDataOf<SavedAddressesController, 'addresses'>, SavedAddressResponseDto[]>,
  Fits<EnvelopeDataOf<BankCardsController, 'bankCards'>, BankCardResponseDto[]>,
];

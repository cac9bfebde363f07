import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SavedAddressResponseDto } from '../wallet-book.response.dto';
import type { SaveWithdrawalAddressController } from './save-withdrawal-address.http.controller';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type SaveWithdrawalAddressAnswerFits = Fits<EnvelopeDataOf<SaveWithdrawalAddressController, 'addAddress'>, SavedAddressResponseDto>;

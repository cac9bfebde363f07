import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { CustomerProfileResponseDto } from './customer-profile.response.dto';
import type { CustomerProfileController } from './customer-profile.http.controller';
import type { TradePasswordStateResponseDto } from './trade-password-state.response.dto';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type CustomerProfileAnswersFit = [
  Fits<EnvelopeDataOf<CustomerProfileController, 'me'>, CustomerProfileResponseDto>,
  Fits<EnvelopeDataOf<CustomerProfileController, 'tradePassword'>, TradePasswordStateResponseDto>,
];

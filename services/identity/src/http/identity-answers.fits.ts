import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { IdentityRestController } from './identity-rest.controller';
import type { CodeSentResponseDto, CustomerProfileResponseDto, SessionResponseDto, TradePasswordStateResponseDto } from './identity.response.dto';

// What the routes answer must fit these (libs/http answer-fits.ts).
type Data<Method extends keyof IdentityRestController> = EnvelopeDataOf<IdentityRestController, Method>;
export type IdentityAnswersFit = [
  Fits<Data<'requestCode'>, CodeSentResponseDto>,
  Fits<Data<'register'>, SessionResponseDto>,
  Fits<Data<'logIn'>, SessionResponseDto>,
  Fits<Data<'demo'>, SessionResponseDto>,
  Fits<Data<'me'>, CustomerProfileResponseDto>,
  Fits<Data<'tradePassword'>, TradePasswordStateResponseDto>,
];

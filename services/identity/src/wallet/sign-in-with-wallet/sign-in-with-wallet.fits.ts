import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SessionResponseDto } from '../../customers/session.response.dto';
import type { SignInWithWalletController } from './sign-in-with-wallet.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type SignInWithWalletAnswerFits = Fits<EnvelopeDataOf<SignInWithWalletController, 'signIn'>, SessionResponseDto>;

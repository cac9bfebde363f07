import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SetUpAuthenticatorController } from './set-up-authenticator.http.controller';
import type { AuthenticatorSetupResponseDto } from './set-up-authenticator.response.dto';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type SetUpAuthenticatorAnswerFits = Fits<EnvelopeDataOf<SetUpAuthenticatorController, 'setUpAuthenticator'>, AuthenticatorSetupResponseDto>;

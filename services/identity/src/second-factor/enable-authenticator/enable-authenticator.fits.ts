import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { EnableAuthenticatorController } from './enable-authenticator.http.controller';
import type { RecoveryCodesResponseDto } from './enable-authenticator.response.dto';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type EnableAuthenticatorAnswerFits = Fits<EnvelopeDataOf<EnableAuthenticatorController, 'enableAuthenticator'>, RecoveryCodesResponseDto>;

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SignOutSessionsController } from './sign-out-sessions.http.controller';
import type { SignedOutResponseDto } from './sign-out-sessions.response.dto';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type SignOutSessionsAnswersFit = [
  Fits<EnvelopeDataOf<SignOutSessionsController, 'signOut'>, SignedOutResponseDto>,
  Fits<EnvelopeDataOf<SignOutSessionsController, 'signOutOthers'>, SignedOutResponseDto>,
];

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SignInRecordResponseDto, SignInStatusResponseDto } from '../queries/sign-in.response.dto';
import type { SignInController } from './sign-in.http.controller';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type SignInAnswersFit = [
  Fits<EnvelopeDataOf<SignInController, 'cycle'>, SignInStatusResponseDto>,
  Fits<EnvelopeDataOf<SignInController, 'signIn'>, SignInStatusResponseDto>,
  Fits<EnvelopeDataOf<SignInController, 'records'>, { items: SignInRecordResponseDto[] }>,
];

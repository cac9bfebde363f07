import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SessionResponseDto } from '../session.response.dto';
import type { LogInController } from './log-in.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type LogInAnswerFits = Fits<EnvelopeDataOf<LogInController, 'logIn'>, SessionResponseDto>;

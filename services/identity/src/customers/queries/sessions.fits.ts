import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { LoginHistoryController, OpenSessionsController } from './sessions.http.controller';
import type { LoginRecordResponseDto, OpenSessionResponseDto } from './sessions.response.dto';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type SessionsAnswersFit = [
  Fits<EnvelopeDataOf<OpenSessionsController, 'openSessions'>, { items: OpenSessionResponseDto[] }>,
  Fits<EnvelopeDataOf<LoginHistoryController, 'logins'>, { items: LoginRecordResponseDto[] }>,
];

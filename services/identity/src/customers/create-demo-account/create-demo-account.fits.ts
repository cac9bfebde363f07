import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SessionResponseDto } from '../session.response.dto';
import type { CreateDemoAccountController } from './create-demo-account.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type CreateDemoAccountAnswerFits = Fits<EnvelopeDataOf<CreateDemoAccountController, 'demo'>, SessionResponseDto>;

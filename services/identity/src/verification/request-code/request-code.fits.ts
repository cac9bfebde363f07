import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { RequestCodeController } from './request-code.http.controller';
import type { CodeSentResponseDto } from './request-code.response.dto';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type RequestCodeAnswerFits = Fits<EnvelopeDataOf<RequestCodeController, 'requestCode'>, CodeSentResponseDto>;

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { NoticesController } from './notices.http.controller';
import type { NoticeListResponseDto, NoticeResponseDto } from './notices.response.dto';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type NoticesAnswersFit = [
  Fits<EnvelopeDataOf<NoticesController, 'list'>, NoticeListResponseDto>,
  Fits<EnvelopeDataOf<NoticesController, 'one'>, NoticeResponseDto>,
];

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { SupportConversationListResponseDto, SupportConversationResponseDto } from '../queries/support.response.dto';
import type { SupportController } from './support-messages.http.controller';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type SupportAnswersFit = [
  Fits<EnvelopeDataOf<SupportController, 'list'>, SupportConversationListResponseDto>,
  Fits<EnvelopeDataOf<SupportController, 'open'>, SupportConversationResponseDto>,
  Fits<EnvelopeDataOf<SupportController, 'one'>, SupportConversationResponseDto>,
  Fits<EnvelopeDataOf<SupportController, 'write'>, SupportConversationResponseDto>,
  Fits<EnvelopeDataOf<SupportController, 'read'>, SupportConversationResponseDto>,
];

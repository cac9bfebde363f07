import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { OfficialChannelResponseDto } from './official-channel.response.dto';
import type { OfficialChannelsController } from './official-channels.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type OfficialChannelsAnswerFits = Fits<EnvelopeDataOf<OfficialChannelsController, 'check'>, OfficialChannelResponseDto>;

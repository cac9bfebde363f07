import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { CustomerProfileResponseDto } from '../queries/customer-profile.response.dto';
import type { BindContactController } from './bind-contact.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type BindContactAnswerFits = Fits<EnvelopeDataOf<BindContactController, 'bindContact'>, CustomerProfileResponseDto>;

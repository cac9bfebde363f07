import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { CustomerProfileResponseDto } from '../queries/customer-profile.response.dto';
import type { ChangeNicknameController } from './change-nickname.http.controller';

// What the route answers must fit its document (libs/http answer-fits.ts).
export type ChangeNicknameAnswerFits = Fits<EnvelopeDataOf<ChangeNicknameController, 'nickname'>, CustomerProfileResponseDto>;

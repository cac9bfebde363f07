import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { CompleteC2cOrderController } from '../complete-order/complete-order.http.controller';
import type { ExtendC2cOrderController } from '../extend-order/extend-order.http.controller';
import type { MatchC2cOrderController } from '../match-order/match-order.http.controller';
import type { RejectC2cOrderController } from '../reject-order/reject-order.http.controller';
import type { C2cOrderStaffResponseDto } from './c2c-order.response.dto';

// What staff's decisions answer must fit the document (libs/http answer-fits.ts).
export type C2cOrderDecisionsAnswersFit = [
  Fits<EnvelopeDataOf<MatchC2cOrderController, 'match'>, C2cOrderStaffResponseDto>,
  Fits<EnvelopeDataOf<CompleteC2cOrderController, 'complete'>, C2cOrderStaffResponseDto>,
  Fits<EnvelopeDataOf<RejectC2cOrderController, 'reject'>, C2cOrderStaffResponseDto>,
  Fits<EnvelopeDataOf<ExtendC2cOrderController, 'extend'>, C2cOrderStaffResponseDto>,
];

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { C2cOrderResponseDto, C2cOrdersResponseDto, C2cOrderStaffResponseDto } from './c2c-order.response.dto';
import type { C2cOrdersAdminController } from './c2c-orders-admin.http.controller';
import type { C2cOrdersController } from './c2c-orders.http.controller';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type C2cOrdersQueriesAnswersFit = [
  Fits<EnvelopeDataOf<C2cOrdersController, 'mine'>, C2cOrdersResponseDto>,
  Fits<EnvelopeDataOf<C2cOrdersController, 'one'>, C2cOrderResponseDto>,
  Fits<EnvelopeDataOf<C2cOrdersAdminController, 'list'>, C2cOrderStaffResponseDto[]>,
  Fits<EnvelopeDataOf<C2cOrdersAdminController, 'one'>, C2cOrderStaffResponseDto>,
];

import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { EarnOrdersQueriesController } from './earn-orders.http.controller';
import type { EarnOrdersStaffController } from './earn-orders-staff.http.controller';
import type { EarnLiabilitiesResponseDto, EarnOrderResponseDto, EarnStaffOrderResponseDto } from './earn-orders.response.dto';

type Staff<Method extends keyof EarnOrdersStaffController> = Awaited<ReturnType<EarnOrdersStaffController[Method]>>['data'];

// What the routes answer must fit these (libs/http answer-fits.ts).
export type EarnOrdersAnswersFit = [
  Fits<EnvelopeDataOf<EarnOrdersQueriesController, 'mine'>, { items: EarnOrderResponseDto[] }>,
  Fits<Staff<'list'>, EarnStaffOrderResponseDto[]>,
  Fits<Staff<'liabilities'>, EarnLiabilitiesResponseDto>,
];

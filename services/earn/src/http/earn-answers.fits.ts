import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { EarnAdminController } from './earn-admin.controller';
import type { EarnController } from './earn.controller';
import type { EarnLiabilitiesResponseDto, EarnOrderDetailResponseDto, EarnOrderResponseDto, EarnProductResponseDto, EarnStaffOrderResponseDto } from './earn.response.dto';

type Staff<Method extends keyof EarnAdminController> = Awaited<ReturnType<EarnAdminController[Method]>>['data'];

// What the routes answer must fit these (libs/http answer-fits.ts).
export type EarnAnswersFit = [
  Fits<EnvelopeDataOf<EarnController, 'list'>, { items: EarnProductResponseDto[] }>,
  Fits<EnvelopeDataOf<EarnController, 'purchase'>, EarnOrderDetailResponseDto>,
  Fits<EnvelopeDataOf<EarnController, 'mine'>, { items: EarnOrderResponseDto[] }>,
  Fits<EnvelopeDataOf<EarnController, 'redeem'>, EarnOrderDetailResponseDto>,
  Fits<Staff<'list'>, EarnStaffOrderResponseDto[]>,
  Fits<Staff<'approve'>, EarnOrderDetailResponseDto>,
  Fits<Staff<'liabilities'>, EarnLiabilitiesResponseDto>,
];

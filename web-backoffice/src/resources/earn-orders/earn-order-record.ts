import type { ApiModel, ApiQuery } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';
import { valuesOf } from '../../shared/api-values';

// `GET /earn/orders`, `GET /earn/orders/:id`: a custody order as finance sees it (docs/earn.md).
export type EarnOrder = RaRecord & ApiModel<'EarnOrderDetailResponseDto'>;
export type EarnLiabilities = ApiModel<'EarnLiabilitiesResponseDto'>;

export const EARN_STATUSES = valuesOf<NonNullable<ApiQuery<'/api/v1/admin/earn/orders'>['status']>>({
  funding: true,
  failed: true,
  in_custody: true,
  redeeming: true,
  redemption_rejected: true,
  redeemed: true,
  completed: true,
});

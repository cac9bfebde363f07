import type { ApiModel } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';

// `GET /earn/orders`, `GET /earn/orders/:id`: a custody order as finance sees it (docs/earn.md).
export type EarnOrder = RaRecord & ApiModel<'EarnOrderDetailResponseDto'>;
export type EarnLiabilities = ApiModel<'EarnLiabilitiesResponseDto'>;

export const EARN_STATUSES = ['funding', 'failed', 'in_custody', 'redeeming', 'redemption_rejected', 'redeemed', 'completed'] as const;

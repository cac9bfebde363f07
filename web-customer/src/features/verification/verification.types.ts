// Identity verification (docs/kyc.md): the server's response DTOs, generated from the OpenAPI document.
import type { ApiModel } from '@meridian/contracts';

export type KycStatus = ApiModel<'KycStatusResponseDto'>;
export type KycTierStatus = ApiModel<'KycTierStatusResponseDto'>;
export type TierLimits = ApiModel<'TierLimitsResponseDto'>;
export type KycTier = 'primary' | 'advanced' | 'address';
export const KYC_TIERS: readonly KycTier[] = ['primary', 'advanced', 'address'];

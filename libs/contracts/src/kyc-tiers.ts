/** The identity verification tiers, in the order a customer reaches them. */
export type KycTier = 'primary' | 'advanced' | 'address';
export const KYC_TIERS: readonly KycTier[] = ['primary', 'advanced', 'address'];

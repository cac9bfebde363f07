export { KycModule } from './kyc.module';
export { kycMigrations } from './kyc.migrations';
export { projectKycEvents, resetKycReadModels } from './verification/kyc.projection';
export { TIER_LIMITS, levelOf, limitsOf, type TierLimits, type VerificationLevel } from './limits/tier-limits';

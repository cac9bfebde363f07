/**
 * What the engagement service (daily sign-in rewards, notices, content) publishes (version 1). Its
 * rewards are paid through the product funds contract (`product-funds.v1.ts`, kind `reward`) from
 * `platform:rewards`.
 */
export const ENGAGEMENT_SOURCE = 'engagement';

/** The platform account daily sign-in rewards are paid from (never below zero). */
export const REWARDS_PLATFORM_ACCOUNT = 'rewards';

/** The platform account referral commission is paid from: the fees the platform earned (never below zero). */
export const REFERRAL_PLATFORM_ACCOUNT = 'fees';

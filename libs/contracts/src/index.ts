export { IDENTITY_SOURCE, IdentityIntegrationEvents, parseCustomerRegisteredV1, type CustomerRegisteredV1, type CustomerSecurityChangedV1 } from './identity.v1';
export { customerLabelsSubscription, type LabelSubscription } from './customer-labels';
export {
  ACCOUNTS_SOURCE,
  TRADING_SOURCE,
  FundsTransferEvents,
  parseFundsSentToTradingV1,
  parseFundsSentToFundingV1,
  tradingAccountOf,
  TRADING_ACCOUNT_KINDS,
  type TradingAccountKind,
  type FundsSentToTradingV1,
  type FundsSentToFundingV1,
} from './funds-transfer.v1';
export {
  CustomerUpdateEvents,
  CustomerUpdateCollector,
  parseCustomerUpdatedV1,
  parseCustomerSessionsEndedV1,
  type CustomerAccountType,
  type CustomerCreditUpdate,
  type CustomerReviewItem,
  type CustomerUpdate,
  type CustomerUpdatedV1,
  type CustomerSessionsEndedV1,
} from './customer-updates.v1';
export { ContractViolation } from './contract-check';
export {
  PlatformFundingEvents,
  TRADING_FUNDABLE_ACCOUNTS,
  parsePlatformFundsSentToTradingV1,
  type PlatformFundsSentToTradingV1,
  type TradingFundableAccount,
} from './platform-funding.v1';
export type { paths as HttpApiPaths, components as HttpApiComponents } from './http-api.generated';
export type { ApiBody, ApiModel, ApiQuery, NamesFieldsOf, FitsBodyOf, Holds } from './http-api-checks';
export {
  KYC_SOURCE,
  KYC_TIERS,
  KycIntegrationEvents,
  parseCustomerVerifiedV1,
  parseRiskProfileAssessedV1,
  parseVerificationLimitsChangedV1,
  verificationLimitsSubscription,
  type CustomerVerifiedV1,
  type KycTier,
  type RiskProfileAssessedV1,
  type VerificationLimitsChangedV1,
} from './kyc.v1';
export {
  RETAKE_AFTER_DAYS,
  RISK_BANDS,
  RISK_CAPS,
  RISK_PROFILES,
  RISK_QUESTIONS,
  invalidRiskAnswer,
  riskCapsOf,
  scoreRiskAnswers,
  type RiskAnswers,
  type RiskCaps,
  type RiskLevel,
  type RiskProfile,
  type RiskQuestion,
  type RiskQuestionId,
} from './risk-profile';
export { COUNTRY_CODES, isCountryCode } from './countries';
export { TIER_LIMITS, VERIFICATION_LEVELS, levelOf, limitsOf, tierLimitsProblem, type TierLimits, type VerificationLevel } from './verification-limits';
export {
  EARN_SOURCE,
  EarnFundsEvents,
  earnHoldId,
  parseEarnHoldAnsweredV1,
  parseEarnHoldRequestedV1,
  parseEarnPrincipalReleasedV1,
  parseEarnYieldDueV1,
  type EarnHoldAnsweredV1,
  type EarnHoldRequestedV1,
  type EarnPrincipalReleasedV1,
  type EarnYieldDueV1,
} from './earn.v1';
export { LENDING_SOURCE, LoanFundsEvents, parseLoanMoneyV1, parseLoanRepaymentAnsweredV1, type LoanMoneyV1, type LoanRepaymentAnsweredV1 } from './lending.v1';
export { MAX_VIP_LEVEL, VIP_LEVELS, VIP_SOURCE, VipEvents, parseVipLevelChangedV1, vipLevelForMinor, type VipLevelChangedV1, type VipLevelRow } from './vip.v1';
export {
  EtfFundsEvents,
  MarketCloseEvents,
  parseEtfMoneyV1,
  parseEtfPurchaseAnsweredV1,
  parseInstrumentDailyClosedV1,
  type EtfMoneyV1,
  type EtfPurchaseAnsweredV1,
  type InstrumentDailyClosedV1,
} from './etf.v1';
export {
  SubscriptionEvents,
  SpotListingEvents,
  parseSpotMarketListedV1,
  type SpotMarketListedV1,
  subscriptionHoldId,
  parseSubscribedCoinsReleasedV1,
  parseSubscriptionCoinIssuedV1,
  parseSubscriptionHoldAnsweredV1,
  parseSubscriptionMoneyV1,
  parseSubscriptionSettledV1,
  type SubscribedCoinsReleasedV1,
  type SubscriptionSettledV1,
  type SubscriptionCoinIssuedV1,
  type SubscriptionHoldAnsweredV1,
  type SubscriptionMoneyV1,
} from './subscription.v1';
export {
  PRODUCT_FUNDS_ANSWERS,
  PRODUCT_FUNDS_REQUESTS,
  PRODUCT_FUNDS_SCHEMA_VERSION,
  PRODUCT_KINDS,
  ProductFundsEvents,
  parseProductFundsAnswerV1,
  parseProductFundsRequestV1,
  productFundsAnswerType,
  productFundsRequestType,
  type ProductFundsAnswerV1,
  type ProductFundsRequestV1,
  type ProductFundsStep,
  type ProductKind,
  type ProductFundsHoldSource,
} from './product-funds.v1';
export { ENGAGEMENT_SOURCE, REFERRAL_PLATFORM_ACCOUNT, REWARDS_PLATFORM_ACCOUNT } from './engagement.v1';
export { FEE_COINS_PAID_TO_FUNDING, TRADING_FEE_PRODUCTS, TradingFeeEvents, feeCrossesToFunding, parseTradingFeePaidV1, type TradingFeePaidV1, type TradingFeeProduct } from './trading-fees.v1';
export { EU_AND_UK_COUNTRIES, countryOfCallingCode, customerCountry } from './jurisdiction';
export { C2C_NOTICES, C2C_SOURCE, C2cEvents, parseC2cOrderChangedV1, type C2cNotice, type C2cOrderChangedV1 } from './c2c.v1';
export {
  MARKET_DATA_SCHEMA_VERSION,
  MARKET_DATA_TOPIC,
  MARKET_LIST_KEY,
  MARKET_PERIODS,
  MARKET_TICKERS_KEY,
  MarketDataEvents,
  isMarketPeriod,
  parseMarketDataV1,
  type MarketCandleV1,
  type MarketCandlesUpdatedV1,
  type MarketDataMessageV1,
  type MarketDataType,
  type MarketDepthChangedV1,
  type MarketDepthLevelV1,
  type MarketListPublishedV1,
  type MarketPeriod,
  type MarketTickerUpdateV1,
  type MarketTickerV1,
  type MarketTickersUpdatedV1,
  type MarketTradeV1,
  type MarketTradesExecutedV1,
} from './market-data.v1';
export {
  SUPPORT_CHANGES,
  SupportEvents,
  parseSupportConversationUpdatedV1,
  type SupportChange,
  type SupportConversationUpdatedV1,
  type SupportMessageV1,
} from './support.v1';
export { InboxEvents, parseInboxUnreadChangedV1, type InboxUnreadChangedV1 } from './inbox.v1';
export {
  OPTION_RESULTS,
  TradingOutcomeEvents,
  parseOptionSettledV1,
  parsePositionLiquidatedV1,
  type OptionResultV1,
  type OptionSettledV1,
  type PositionLiquidatedV1,
} from './trading-outcomes.v1';
export { LOAN_NOTICES, LoanNoticeEvents, parseLoanDueNoticedV1, type LoanDueNoticedV1, type LoanNotice } from './loan-notices.v1';

export { EarnModule } from './earn.module';
export { earnMigrations } from './earn.migrations';
export { EarnCutoff } from './orders/earn-cutoff';
export { EtfValuation } from './etf/etf-valuation';
export { BASKET_MARKET_HOURS } from './etf/domain/etf-funds';
export { SubscriptionRelease } from './subscription/subscription-release';
export { SubscriptionStore } from './subscription/subscription-store';
export { earnReadModels } from './earn.read-models';

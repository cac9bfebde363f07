export { IDENTITY_SOURCE, IdentityIntegrationEvents, type CustomerRegisteredV1, type CustomerSecurityChangedV1 } from './identity.v1';
export { customerLabelsSubscription, type LabelSubscription } from './customer-labels';
export {
  ACCOUNTS_SOURCE,
  TRADING_SOURCE,
  FundsTransferEvents,
  type FundsSentToTradingV1,
  type FundsSentToFundingV1,
} from './funds-transfer.v1';

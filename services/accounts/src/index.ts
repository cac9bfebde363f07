export { AccountsModule } from './accounts.module';
export { accountsMigrations } from './accounts.migrations';
export { ledgerBalancesProjection } from './ledger/ledger-balances.projection';
export { fundingProjection } from './funding.projection';
export { DEMO_FUNDING } from './demo-faucet/demo-faucet.consumer';
export { FundingStore } from './funding-store';
export { postTransferEntry } from './transfers/transfer-entry';
export { ReturnLegacyTradingBalances } from './transfers/return-legacy-trading-balances';

export { AccountsModule } from './accounts.module';
export { accountsMigrations } from './accounts.migrations';
export { ledgerBalancesProjection } from './ledger/ledger-balances.projection';
export { fundingProjection } from './funding.projection';
export { DEMO_FUNDING } from './demo-faucet/demo-faucet.consumer';

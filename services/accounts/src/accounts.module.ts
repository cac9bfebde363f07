import { Inject, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { EventStore } from '@meridian/eventstore';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController } from '@meridian/http';
import { EVENT_STORE } from '@meridian/runtime';
import { LedgerAuditService } from './audit/ledger-audit.service';
import { EarnFundsConsumer } from './wealth-funds/earn-funds.consumer';
import { EtfFundsConsumer } from './wealth-funds/etf-funds.consumer';
import { LoanFundsConsumer } from './wealth-funds/loan-funds.consumer';
import { SubscriptionFundsConsumer } from './wealth-funds/subscription-funds.consumer';
import { ListedCoinsConsumer } from './catalogue/listed-coins.consumer';
import { DemoFaucetConsumer } from './demo-faucet/demo-faucet.consumer';
import { RequestDepositHandler } from './deposits/request-deposit/request-deposit.handler';
import { ApproveDepositHandler } from './deposits/review-deposit/approve-deposit.handler';
import { RejectDepositHandler } from './deposits/review-deposit/reject-deposit.handler';
import { FundingStore } from './funding-store';
import { accountsProjection } from './accounts.projection';
import { AssetCatalogueController, FundingController } from './http/funding.controller';
import { FundingAdminController } from './http/funding-admin.controller';
import { LegacyAssetsController } from './http/legacy-assets.controller';
import { ReservesController } from './http/reserves.controller';
import { VipController } from './http/vip.controller';
import { FundPlatformAccountHandler } from './platform-funding/fund-platform-account.handler';
import { CapitalContributionsController } from './platform-funding/capital-contribution/capital-contributions.controller';
import { CapitalContributions } from './platform-funding/capital-contribution/capital-contributions.service';
import { PlatformReservesModule } from './ledger/platform-reserves.adapter';
import { SetVipLevelHandler } from './vip/set-vip-level.handler';
import { VipAssessment } from './vip/vip-assessment';
import { VipAveragesQuery } from './vip/vip-averages.query';
import { vipStandingProjection } from './vip/vip-standing.projection';
import { VipStandingQuery } from './vip/vip-standing.query';
import { CustomerLedger } from './ledger/customer-ledger';
import { BalancesQuery } from './records/balances.query';
import { RecordsQuery } from './records/records.query';
import { CustomerLabelsConsumer } from './records/customer-labels.consumer';
import { VerificationLevelConsumer } from './withdrawals/verification-level.consumer';
import { ControlProposalsService } from './settings/control-proposals.service';
import { FundingSettingsService } from './settings/funding-settings.service';
import { FundsFromTradingConsumer } from './transfers/funds-from-trading.consumer';
import { ReturnLegacyTradingBalances } from './transfers/return-legacy-trading-balances';
import { TransferFundsHandler } from './transfers/transfer-funds/transfer-funds.handler';
import { RemoveFromWalletBookHandler } from './wallet-book/remove-from-wallet-book/remove-from-wallet-book.handler';
import { SaveBankCardHandler } from './wallet-book/save-bank-card/save-bank-card.handler';
import { SaveWithdrawalAddressHandler } from './wallet-book/save-withdrawal-address/save-withdrawal-address.handler';
import { WalletBookQuery } from './wallet-book/wallet-book.query';
import { RequestWithdrawalHandler } from './withdrawals/request-withdrawal/request-withdrawal.handler';
import { ApproveWithdrawalHandler } from './withdrawals/review-withdrawal/approve-withdrawal.handler';
import { RejectWithdrawalHandler } from './withdrawals/review-withdrawal/reject-withdrawal.handler';
import { WithdrawalContexts } from './withdrawals/withdrawal-context';
import { WithdrawalTermsQuery } from './withdrawals/withdrawal-terms.query';

/**
 * Accounts: every customer account's ledger (the funding wallet and, until the trading core takes
 * them, the trading accounts), deposits, withdrawals, transfers, saved addresses and bank cards,
 * and the auditor's checks.
 */
@Module({
  imports: [CqrsModule, PlatformReservesModule],
  controllers: [CapitalContributionsController, AssetCatalogueController, FundingController, FundingAdminController, LegacyAssetsController, ReservesController, VipController, controlProposalsController('accounts', ['admin', 'finance', 'auditor'], ['admin', 'finance'])],
  providers: [
    CustomerLedger,
    DemoFaucetConsumer,
    EarnFundsConsumer,
    LoanFundsConsumer,
    EtfFundsConsumer,
    SubscriptionFundsConsumer,
    ListedCoinsConsumer,
    CustomerLabelsConsumer,
    VerificationLevelConsumer,
    FundingStore,
    RequestDepositHandler,
    ApproveDepositHandler,
    RejectDepositHandler,
    WithdrawalContexts,
    WithdrawalTermsQuery,
    RequestWithdrawalHandler,
    ApproveWithdrawalHandler,
    RejectWithdrawalHandler,
    TransferFundsHandler,
    FundsFromTradingConsumer,
    ReturnLegacyTradingBalances,
    WalletBookQuery,
    SaveWithdrawalAddressHandler,
    SaveBankCardHandler,
    RemoveFromWalletBookHandler,
    FundingSettingsService,
    ControlProposalsService,
    { provide: CONTROL_PROPOSAL_BOOK, useExisting: ControlProposalsService },
    BalancesQuery,
    RecordsQuery,
    LedgerAuditService,
    VipAveragesQuery,
    VipStandingQuery,
    VipAssessment,
    SetVipLevelHandler,
    FundPlatformAccountHandler,
    CapitalContributions,
  ],
})
export class AccountsModule {
  constructor(@Inject(EVENT_STORE) store: EventStore) {
    store.addInlineProjection(accountsProjection);
    store.addInlineProjection(vipStandingProjection);
  }
}

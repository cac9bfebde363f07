import { Inject, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { EventStore } from '@meridian/eventstore';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController } from '@meridian/http';
import { EVENT_STORE } from '@meridian/runtime';
import { accountsProjection } from './accounts.projection';
import { LedgerAuditController } from './audit/queries/ledger-audit.http.controller';
import { LedgerAuditService } from './audit/queries/ledger-audit.service';
import { ListedCoinsConsumer } from './catalogue/listed-coins.consumer';
import { AssetCatalogueController } from './catalogue/queries/asset-catalogue.http.controller';
import { DemoFaucetConsumer } from './demo-faucet/demo-faucet.consumer';
import { ApproveDepositHandler } from './deposits/approve-deposit/approve-deposit.handler';
import { ApproveDepositController } from './deposits/approve-deposit/approve-deposit.http.controller';
import { DepositAddressController } from './deposits/queries/deposit-address.http.controller';
import { DepositRecordsController } from './deposits/queries/deposit-records.http.controller';
import { StaffDepositsController } from './deposits/queries/staff-deposits.http.controller';
import { RejectDepositHandler } from './deposits/reject-deposit/reject-deposit.handler';
import { RejectDepositController } from './deposits/reject-deposit/reject-deposit.http.controller';
import { RequestDepositHandler } from './deposits/request-deposit/request-deposit.handler';
import { RequestDepositController } from './deposits/request-deposit/request-deposit.http.controller';
import { FundingStore } from './funding-store';
import { CustomerLedger } from './ledger/customer-ledger';
import { PlatformReservesModule } from './ledger/platform-reserves.adapter';
import { CapitalContributions } from './platform-funding/capital-contributions.service';
import { ConfirmCapitalContributionHandler } from './platform-funding/confirm-capital-contribution/confirm-capital-contribution.handler';
import { ConfirmCapitalContributionController } from './platform-funding/confirm-capital-contribution/confirm-capital-contribution.http.controller';
import { FundPlatformAccountHandler } from './platform-funding/fund-platform-account/fund-platform-account.handler';
import { FundPlatformAccountController } from './platform-funding/fund-platform-account/fund-platform-account.http.controller';
import { ProposeCapitalContributionHandler } from './platform-funding/propose-capital-contribution/propose-capital-contribution.handler';
import { ProposeCapitalContributionController } from './platform-funding/propose-capital-contribution/propose-capital-contribution.http.controller';
import { CapitalContributionsController } from './platform-funding/queries/capital-contributions.http.controller';
import { PlatformAccountsController } from './platform-funding/queries/platform-accounts.http.controller';
import { ReservesController } from './platform-funding/queries/reserves.http.controller';
import { RejectCapitalContributionHandler } from './platform-funding/reject-capital-contribution/reject-capital-contribution.handler';
import { RejectCapitalContributionController } from './platform-funding/reject-capital-contribution/reject-capital-contribution.http.controller';
import { CustomerLabelsConsumer } from './records/customer-labels.consumer';
import { AssetsOverviewController, LegacyAssetsController } from './records/queries/assets-overview.http.controller';
import { BalancesQuery } from './records/queries/balances.query';
import { CustomerBalancesController } from './records/queries/customer-balances.http.controller';
import { RecordsController } from './records/queries/records.http.controller';
import { RecordsQuery } from './records/queries/records.query';
import { ChangeWithdrawalRulesHandler } from './settings/change-withdrawal-rules/change-withdrawal-rules.handler';
import { ChangeWithdrawalRulesController } from './settings/change-withdrawal-rules/change-withdrawal-rules.http.controller';
import { ConfigureDepositChannelHandler } from './settings/configure-deposit-channel/configure-deposit-channel.handler';
import { ConfigureDepositChannelController } from './settings/configure-deposit-channel/configure-deposit-channel.http.controller';
import { ControlProposalsService } from './settings/control-proposals.service';
import { FundingSettingsService } from './settings/funding-settings.service';
import { DepositChannelsController, WithdrawalRulesSettingsController } from './settings/queries/funding-settings.http.controller';
import { FundsFromTradingConsumer } from './transfers/funds-from-trading.consumer';
import { TradingFeesConsumer } from './platform-funding/trading-fees/trading-fees.consumer';
import { ReturnLegacyTradingBalances } from './transfers/return-legacy-trading-balances';
import { TransferFundsHandler } from './transfers/transfer-funds/transfer-funds.handler';
import { TransferFundsController } from './transfers/transfer-funds/transfer-funds.http.controller';
import { VipAveragesQuery } from './vip/queries/vip-averages.query';
import { VipController } from './vip/queries/vip-standing.http.controller';
import { VipStandingQuery } from './vip/queries/vip-standing.query';
import { SetVipLevelHandler } from './vip/set-vip-level/set-vip-level.handler';
import { SetVipLevelController } from './vip/set-vip-level/set-vip-level.http.controller';
import { VipAssessment } from './vip/vip-assessment';
import { vipStandingProjection } from './vip/vip-standing.projection';
import { VipStandingStore } from './vip/vip-standing.store';
import { BankCardsController, SavedAddressesController } from './wallet-book/queries/wallet-book.http.controller';
import { WalletBookQuery } from './wallet-book/queries/wallet-book.query';
import { RemoveFromWalletBookHandler } from './wallet-book/remove-from-wallet-book/remove-from-wallet-book.handler';
import { RemoveBankCardController, RemoveWithdrawalAddressController } from './wallet-book/remove-from-wallet-book/remove-from-wallet-book.http.controller';
import { SaveBankCardHandler } from './wallet-book/save-bank-card/save-bank-card.handler';
import { SaveBankCardController } from './wallet-book/save-bank-card/save-bank-card.http.controller';
import { SaveWithdrawalAddressHandler } from './wallet-book/save-withdrawal-address/save-withdrawal-address.handler';
import { SaveWithdrawalAddressController } from './wallet-book/save-withdrawal-address/save-withdrawal-address.http.controller';
import { IssuedCoinsConsumer } from './wealth-funds/issued-coins.consumer';
import { ProductFundsConsumer } from './wealth-funds/product-funds.consumer';
import { ApproveWithdrawalHandler } from './withdrawals/approve-withdrawal/approve-withdrawal.handler';
import { ApproveWithdrawalController } from './withdrawals/approve-withdrawal/approve-withdrawal.http.controller';
import { StaffWithdrawalsController } from './withdrawals/queries/staff-withdrawals.http.controller';
import { WithdrawalRecordsController } from './withdrawals/queries/withdrawal-records.http.controller';
import { WithdrawalTermsController } from './withdrawals/queries/withdrawal-terms.http.controller';
import { WithdrawalTermsQuery } from './withdrawals/queries/withdrawal-terms.query';
import { RejectWithdrawalHandler } from './withdrawals/reject-withdrawal/reject-withdrawal.handler';
import { RejectWithdrawalController } from './withdrawals/reject-withdrawal/reject-withdrawal.http.controller';
import { RequestWithdrawalHandler } from './withdrawals/request-withdrawal/request-withdrawal.handler';
import { RequestWithdrawalController } from './withdrawals/request-withdrawal/request-withdrawal.http.controller';
import { VerificationLevelConsumer } from './withdrawals/verification-level.consumer';
import { WithdrawalContexts } from './withdrawals/withdrawal-context';

/**
 * Accounts: every customer account's ledger (the funding wallet and, until the trading core takes
 * them, the trading accounts), deposits, withdrawals, transfers, saved addresses and bank cards,
 * and the auditor's checks. The controllers are listed in the order of the API document (and of its
 * paths' methods: a list's GET before its POST), so splitting them changed nothing of its order.
 */
@Module({
  imports: [CqrsModule, PlatformReservesModule],
  controllers: [
    CapitalContributionsController,
    ProposeCapitalContributionController,
    ConfirmCapitalContributionController,
    RejectCapitalContributionController,
    AssetCatalogueController,
    AssetsOverviewController,
    DepositAddressController,
    RequestDepositController,
    DepositRecordsController,
    WithdrawalTermsController,
    RequestWithdrawalController,
    WithdrawalRecordsController,
    TransferFundsController,
    SavedAddressesController,
    SaveWithdrawalAddressController,
    RemoveWithdrawalAddressController,
    BankCardsController,
    SaveBankCardController,
    RemoveBankCardController,
    RecordsController,
    StaffDepositsController,
    ApproveDepositController,
    RejectDepositController,
    StaffWithdrawalsController,
    ApproveWithdrawalController,
    RejectWithdrawalController,
    DepositChannelsController,
    ConfigureDepositChannelController,
    WithdrawalRulesSettingsController,
    ChangeWithdrawalRulesController,
    CustomerBalancesController,
    PlatformAccountsController,
    FundPlatformAccountController,
    LedgerAuditController,
    LegacyAssetsController,
    ReservesController,
    VipController,
    SetVipLevelController,
    controlProposalsController('accounts', ['admin', 'finance', 'auditor'], ['admin', 'finance']),
  ],
  providers: [
    CustomerLedger,
    DemoFaucetConsumer,
    ProductFundsConsumer,
    IssuedCoinsConsumer,
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
    TradingFeesConsumer,
    ReturnLegacyTradingBalances,
    WalletBookQuery,
    SaveWithdrawalAddressHandler,
    SaveBankCardHandler,
    RemoveFromWalletBookHandler,
    FundingSettingsService,
    ConfigureDepositChannelHandler,
    ChangeWithdrawalRulesHandler,
    ControlProposalsService,
    { provide: CONTROL_PROPOSAL_BOOK, useExisting: ControlProposalsService },
    BalancesQuery,
    RecordsQuery,
    LedgerAuditService,
    VipAveragesQuery,
    VipStandingQuery,
    VipStandingStore,
    VipAssessment,
    SetVipLevelHandler,
    FundPlatformAccountHandler,
    CapitalContributions,
    ProposeCapitalContributionHandler,
    ConfirmCapitalContributionHandler,
    RejectCapitalContributionHandler,
  ],
})
export class AccountsModule {
  constructor(@Inject(EVENT_STORE) store: EventStore) {
    store.addInlineProjection(accountsProjection);
    store.addInlineProjection(vipStandingProjection);
  }
}

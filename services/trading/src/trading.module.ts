import { Global, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ListCoinHandler } from './spot/list-coin/list-coin.handler';
import { SpotListingsAdminController } from './spot/listings/spot-listings-admin.controller';
import { SpotListingsRegistry } from './spot/listings/spot-listings.registry';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigureInstrumentHandler } from './market/configure-instrument/configure-instrument.handler';
import { InstrumentSettingsRegistry } from './market/instrument-settings.registry';
import { InstrumentsAdminController } from './market/instruments-admin.controller';
import { MarketController } from './market/market.controller';
import { MarketDataService, type MarketSettings } from './market/market-data.service';
import { PRICE_FEED, SimulatedPriceFeed } from './market/simulated-feed';
import { FeedSeeds } from './market/feed-commitments/feed-seeds';
import { FeedController } from './market/feed-commitments/feed.controller';
import { CONTRACT_ACCOUNTS, CORE_LEDGERS, PLATFORM_CONFIG, SPOT_ACCOUNTS } from '@meridian/runtime';
import { ContractsAdminController, OptionBookAdminController, OptionRestrictionsAdminController } from './contracts/admin/contracts-admin.controller';
import { CustomerStandingConsumer } from './contracts/customer-standing.consumer';
import { CustomerStandings } from './contracts/customer-standing';
import { ContractsAdminQuery } from './contracts/admin/contracts-admin.query';
import { ContractAccountsAdapter } from './contracts/contract-funds/contract-accounts.adapter';
import { ContractFundsConsumer } from './contracts/contract-funds/contract-funds.consumer';
import { PlatformFundingConsumer } from './contracts/contract-funds/platform-funding.consumer';
import { ContractInternalController } from './contracts/contract-funds/contract-internal.controller';
import { ContractAuditService } from './contracts/audit/contract-audit.service';
import { CoreLedgersAdapter } from './contracts/audit/core-ledgers.adapter';
import { CoreLedgersInternalController } from './contracts/audit/core-ledgers-internal.controller';
import { ContractCoreService } from './contracts/contract-core.service';
import { ContractTicker, ContractTicks } from './contracts/contract-ticker';
import { SpotStopTicker, SpotStopTicks } from './spot/spot-stop-ticker';
import { ContractTradingService } from './contracts/contract-trading.service';
import { TradingControlProposals } from './contracts/admin/trading-control-proposals';
import { HouseBufferControl } from './contracts/admin/house-buffer-control';
import { ContractsController } from './contracts/contracts.controller';
import { ContractRecordsQuery } from './contracts/read-model/contract-records.query';
import { FinancingSchedule } from './contracts/financing-schedule';
import { OptionExpiry } from './contracts/options/option-expiry';
import { OptionTradingService } from './contracts/options/option-trading.service';
import { OptionsController } from './contracts/options/options.controller';
import { MarketMakerService, MarketMakerTicker } from './spot/market-maker/market-maker.service';
import { SpotAccountsAdapter } from './spot/spot-accounts/spot-accounts.adapter';
import { SpotAdminController } from './spot/admin/spot-admin.controller';
import { SpotAdminQuery } from './spot/admin/spot-admin.query';
import { SpotFeesControl } from './spot/admin/spot-fees-control';
import { SpotAuditService } from './spot/audit/spot-audit.service';
import { SpotCustomerReplay } from './spot/audit/spot-customer-replay';
import { SpotCoreService } from './spot/spot-core.service';
import { SpotCustomerLabelsConsumer } from './spot/read-model/spot-customer-labels.consumer';
import { SpotFundsConsumer } from './spot/spot-accounts/spot-funds.consumer';
import { SpotInternalController } from './spot/spot-accounts/spot-internal.controller';
import { SpotRecordsQuery } from './spot/read-model/spot-records.query';
import { SpotTradingService } from './spot/spot-trading.service';
import { SpotController } from './spot/spot.controller';
import { SpotOrderDesk } from './spot/order-entry/spot-order-desk';
import { DailyCloseRecorder } from './market/daily-closes';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController, GroupCommitRequestIds } from '@meridian/http';

/**
 * Trading: instruments, the price feed and candles, the spot core with its market maker, and the
 * contract core with its triggers and financing. Global
 * so the gateway's push finds the market data and the core when they run in one process.
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [MarketController, FeedController, InstrumentsAdminController, SpotController, SpotAdminController, SpotInternalController, ContractsController, ContractsAdminController, OptionBookAdminController, OptionRestrictionsAdminController, ContractInternalController, CoreLedgersInternalController, OptionsController, SpotListingsAdminController, controlProposalsController('trading', ['admin', 'compliance', 'finance', 'auditor'], ['admin', 'compliance', 'finance'])],
  // Start-up order matters: the feed's last ticks and the core's state before the market maker quotes.
  providers: [
    FeedSeeds,
    {
      provide: PRICE_FEED,
      useFactory: (config: { market?: MarketSettings }, seeds: FeedSeeds) =>
        new SimulatedPriceFeed(config.market?.priceFeed.seed ?? 'meridian', config.market?.priceFeed.committed ? (at) => seeds.seedFor(at) : undefined),
      inject: [PLATFORM_CONFIG, FeedSeeds],
    },
    InstrumentSettingsRegistry,
    SpotListingsRegistry,
    ListCoinHandler,
    MarketDataService,
    DailyCloseRecorder,
    ConfigureInstrumentHandler,
    SpotCoreService,
    SpotTradingService,
    GroupCommitRequestIds,
    SpotOrderDesk,
    SpotAdminQuery,
    SpotAuditService,
    SpotCustomerReplay,
    SpotRecordsQuery,
    SpotAccountsAdapter,
    { provide: SPOT_ACCOUNTS, useExisting: SpotAccountsAdapter },
    SpotCustomerLabelsConsumer,
    SpotFundsConsumer,
    MarketMakerService,
    MarketMakerTicker,
    SpotFeesControl,
    ContractCoreService,
    ContractTradingService,
    TradingControlProposals,
    { provide: CONTROL_PROPOSAL_BOOK, useExisting: TradingControlProposals },
    HouseBufferControl,
    ContractTicks,
    ContractTicker,
    ContractsAdminQuery,
    CustomerStandings,
    CustomerStandingConsumer,
    SpotStopTicks,
    SpotStopTicker,
    FinancingSchedule,
    OptionTradingService,
    OptionExpiry,
    ContractRecordsQuery,
    ContractAccountsAdapter,
    { provide: CONTRACT_ACCOUNTS, useExisting: ContractAccountsAdapter },
    ContractAuditService,
    CoreLedgersAdapter,
    { provide: CORE_LEDGERS, useExisting: CoreLedgersAdapter },
    ContractFundsConsumer,
    PlatformFundingConsumer,
  ],
  exports: [MarketDataService, SpotCoreService, SpotTradingService, SpotOrderDesk, SpotAuditService, SPOT_ACCOUNTS, ContractCoreService, CONTRACT_ACCOUNTS, CORE_LEDGERS],
})
export class TradingModule implements OnApplicationBootstrap {
  constructor(private readonly proposals: TradingControlProposals) {}

  /** After every provider's start (the cores rebuilt), before any request: confirmed changes a crash left unapplied apply now. */
  async onApplicationBootstrap(): Promise<void> {
    await this.proposals.applyConfirmed();
  }
}

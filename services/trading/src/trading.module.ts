import { Global, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ListCoinHandler } from './spot/list-coin/list-coin.handler';
import { SpotListingsAdminController } from './spot/queries/spot-listings.http.controller';
import { SpotListingsRegistry } from './spot/listings/spot-listings.registry';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigureInstrumentHandler } from './market/configure-instrument/configure-instrument.handler';
import { InstrumentSettingsRegistry } from './market/instrument-settings.registry';
import { InstrumentsAdminController } from './market/instruments-admin.controller';
import { MarketController } from './market/market.controller';
import { MarketDataService, type MarketSettings } from './market/market-data.service';
import { MarketDataPublisher } from './market/market-data.publisher';
import { PRICE_FEED, SimulatedPriceFeed } from './market/simulated-feed';
import { FeedSeeds } from './market/feed-commitments/feed-seeds';
import { FeedController } from './market/feed-commitments/feed.controller';
import { CONTRACT_ACCOUNTS, CORE_LEDGERS, PLATFORM_CONFIG, SPOT_ACCOUNTS } from '@meridian/runtime';
import { ContractsAdminController } from './perpetuals/admin/queries/contracts-admin.http.controller';
import { OptionBookAdminController, OptionRestrictionsAdminController } from './perpetuals/admin/queries/option-book-admin.http.controller';
import { ContractHouseQuery } from './perpetuals/admin/queries/contract-house.query';
import { StaffContractsQuery } from './perpetuals/admin/queries/staff-contracts.query';
import { OptionRestrictionsQuery } from './perpetuals/admin/queries/option-restrictions.query';
import { ConfigureContractHandler } from './perpetuals/admin/configure-contract/configure-contract.handler';
import { ConfigureContractHttpController } from './perpetuals/admin/configure-contract/configure-contract.http.controller';
import { SetHouseBufferHttpController } from './perpetuals/admin/set-house-buffer/set-house-buffer.http.controller';
import { RestrictOptionCountriesHandler } from './perpetuals/admin/restrict-option-countries/restrict-option-countries.handler';
import { RestrictOptionCountriesHttpController } from './perpetuals/admin/restrict-option-countries/restrict-option-countries.http.controller';
import { CustomerStandingConsumer } from './perpetuals/customer-standing.consumer';
import { CustomerStandings } from './perpetuals/customer-standing';
import { ContractsAdminQuery } from './perpetuals/admin/queries/contracts-admin.query';
import { ContractAccountsAdapter } from './perpetuals/contract-funds/contract-accounts.adapter';
import { ContractFundsConsumer } from './perpetuals/contract-funds/contract-funds.consumer';
import { ContractInternalController } from './perpetuals/contract-funds/contract-internal.controller';
import { ContractAuditService } from './perpetuals/audit/contract-audit.service';
import { CoreLedgersAdapter } from './perpetuals/audit/core-ledgers.adapter';
import { CoreLedgersInternalController } from './perpetuals/audit/core-ledgers-internal.controller';
import { ContractCoreService } from './perpetuals/contract-core.service';
import { ContractTicker, ContractTicks, PendingOpenCatchUp } from './perpetuals/contract-ticker';
import { SpotStopCatchUp, SpotStopTicker, SpotStopTicks } from './spot/spot-stop-ticker';
import { PositionCommands } from './perpetuals/position-commands';
import { OpenPositionHandler } from './perpetuals/open-position/open-position.handler';
import { OpenPositionHttpController } from './perpetuals/open-position/open-position.http.controller';
import { ClosePositionHandler } from './perpetuals/close-position/close-position.handler';
import { ClosePositionHttpController } from './perpetuals/close-position/close-position.http.controller';
import { SetTakeProfitStopLossHandler } from './perpetuals/set-take-profit-stop-loss/set-take-profit-stop-loss.handler';
import { SetTakeProfitStopLossHttpController } from './perpetuals/set-take-profit-stop-loss/set-take-profit-stop-loss.http.controller';
import { AddMarginHandler } from './perpetuals/add-margin/add-margin.handler';
import { AddMarginHttpController } from './perpetuals/add-margin/add-margin.http.controller';
import { CancelPendingOpenHandler } from './perpetuals/cancel-pending-open/cancel-pending-open.handler';
import { CancelPendingOpenHttpController } from './perpetuals/cancel-pending-open/cancel-pending-open.http.controller';
import { ContractInstrumentsQuery } from './perpetuals/queries/contract-instruments.query';
import { PositionQuoteQuery } from './perpetuals/queries/position-quote.query';
import { PositionsQuery } from './perpetuals/queries/positions.query';
import { TradingControlProposals } from './perpetuals/admin/trading-control-proposals';
import { HouseBufferControl } from './perpetuals/admin/set-house-buffer/set-house-buffer.handler';
import { ContractsController } from './perpetuals/queries/contracts.http.controller';
import { ContractRecordsQuery } from './perpetuals/read-models/contract-records.query';
import { FinancingSchedule } from './perpetuals/financing-schedule';
import { OptionExpiry } from './perpetuals/options/option-expiry';
import { OptionsQuery } from './perpetuals/options/queries/options.query';
import { OptionsController } from './perpetuals/options/queries/options.http.controller';
import { PlaceOptionHandler } from './perpetuals/options/place-option/place-option.handler';
import { PlaceOptionHttpController } from './perpetuals/options/place-option/place-option.http.controller';
import { MarketMakerService, MarketMakerTicker } from './spot/market-maker/market-maker.service';
import { SpotAccountsAdapter } from './spot/spot-accounts/spot-accounts.adapter';
import { SpotAdminController } from './spot/queries/spot-admin.http.controller';
import { SpotAdminQuery } from './spot/queries/spot-admin.query';
import { ConfigureSpotFeesHandler } from './spot/configure-spot-fees/configure-spot-fees.handler';
import { SpotAuditService } from './spot/audit/spot-audit.service';
import { SpotCustomerReplay } from './spot/audit/spot-customer-replay';
import { SpotCoreService } from './spot/spot-core.service';
import { SpotBookPublisher } from './spot/spot-book.publisher';
import { SpotCustomerLabelsConsumer } from './spot/read-models/spot-customer-labels.consumer';
import { SpotFundsConsumer } from './spot/spot-accounts/spot-funds.consumer';
import { SpotInternalController } from './spot/spot-accounts/spot-internal.controller';
import { SpotRecordsQuery } from './spot/read-models/spot-records.query';
import { SPOT_HTTP_CONTROLLERS, SPOT_USE_CASE_PROVIDERS } from './spot/spot-use-cases';
import { SpotOrderDesk } from './spot/order-entry/spot-order-desk';
import { DailyCloseRecorder } from './market/daily-closes';
import { CONTROL_PROPOSAL_BOOK, controlProposalsController, GroupCommitRequestIds } from '@meridian/http';

/**
 * Trading: instruments, the price feed and candles, the spot core with its market maker, and the
 * contract core with its triggers and financing. Global so the modules beside it in one process find
 * the market data and the cores; the push gateway does not read them: it hears the market data
 * trading publishes on the bus's live channel (market-data.publisher.ts, spot-book.publisher.ts).
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [MarketController, FeedController, InstrumentsAdminController, ...SPOT_HTTP_CONTROLLERS, SpotAdminController, SpotInternalController, ContractsController, OpenPositionHttpController, ClosePositionHttpController, SetTakeProfitStopLossHttpController, AddMarginHttpController, CancelPendingOpenHttpController, ContractsAdminController, SetHouseBufferHttpController, ConfigureContractHttpController, OptionBookAdminController, OptionRestrictionsAdminController, RestrictOptionCountriesHttpController, ContractInternalController, CoreLedgersInternalController, OptionsController, PlaceOptionHttpController, SpotListingsAdminController, controlProposalsController('trading', ['admin', 'compliance', 'finance', 'auditor'], ['admin', 'compliance', 'finance'])],
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
    // First of the feed's listeners: the step's push goes out before the work it sets off.
    MarketDataPublisher,
    DailyCloseRecorder,
    ConfigureInstrumentHandler,
    SpotCoreService,
    SpotBookPublisher,
    ...SPOT_USE_CASE_PROVIDERS,
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
    ConfigureSpotFeesHandler,
    ContractCoreService,
    PositionCommands,
    OpenPositionHandler,
    ClosePositionHandler,
    SetTakeProfitStopLossHandler,
    AddMarginHandler,
    CancelPendingOpenHandler,
    ContractInstrumentsQuery,
    PositionQuoteQuery,
    PositionsQuery,
    ContractHouseQuery,
    StaffContractsQuery,
    ConfigureContractHandler,
    TradingControlProposals,
    { provide: CONTROL_PROPOSAL_BOOK, useExisting: TradingControlProposals },
    HouseBufferControl,
    ContractTicks,
    ContractTicker,
    PendingOpenCatchUp,
    ContractsAdminQuery,
    CustomerStandings,
    CustomerStandingConsumer,
    SpotStopTicks,
    SpotStopTicker,
    SpotStopCatchUp,
    FinancingSchedule,
    OptionsQuery,
    PlaceOptionHandler,
    OptionRestrictionsQuery,
    RestrictOptionCountriesHandler,
    OptionExpiry,
    ContractRecordsQuery,
    ContractAccountsAdapter,
    { provide: CONTRACT_ACCOUNTS, useExisting: ContractAccountsAdapter },
    ContractAuditService,
    CoreLedgersAdapter,
    { provide: CORE_LEDGERS, useExisting: CoreLedgersAdapter },
    ContractFundsConsumer,
  ],
  exports: [MarketDataService, SpotCoreService, SpotOrderDesk, SpotAuditService, SPOT_ACCOUNTS, ContractCoreService, CONTRACT_ACCOUNTS, CORE_LEDGERS],
})
export class TradingModule implements OnApplicationBootstrap {
  constructor(private readonly proposals: TradingControlProposals) {}

  /** After every provider's start (the cores rebuilt), before any request: confirmed changes a crash left unapplied apply now. */
  async onApplicationBootstrap(): Promise<void> {
    await this.proposals.applyConfirmed();
  }
}

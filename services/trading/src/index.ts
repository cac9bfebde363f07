export { TradingModule } from './trading.module';
export { marketMigrations } from './market/market.migrations';
export { MarketDataService, TickersUpdated, type Ticker, type MarketSettings } from './market/market-data.service';
export { isPeriod, PERIODS, type Period, type CandleView } from './market/candles.query';
export { INSTRUMENTS, instrumentOf, type Instrument } from './market/instruments';
export { SimulatedPriceFeed, type PriceFeed, type Tick } from './market/simulated-feed';
export { OrderBook, ReferenceOrderBook } from './matching';

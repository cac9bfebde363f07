/**
 * Every market of the specification. Prices are integer ticks of `tickSize` in the quote currency,
 * quantities integer lots of `lotStep`; `decimals` is how many the screens show (2, 4 or 6).
 * `startPrice` and `volatilityBp` (per-minute standard deviation in basis points) seed the simulated
 * feed; `hours` say when the market trades.
 */
export type MarketCategory = 'crypto' | 'forex' | 'stock' | 'index' | 'etf' | 'metal' | 'energy';
export type TradingHours = '24x7' | 'forex' | 'us-equity' | 'cfd';

export interface Instrument {
  symbol: string;
  displaySymbol: string;
  name: string;
  category: MarketCategory;
  base: string;
  quote: string;
  tickSize: string;
  lotStep: string;
  contractSize: string;
  decimals: 2 | 4 | 6;
  hours: TradingHours;
  startPrice: string;
  volatilityBp: number;
  spot: boolean;
  maxLeverage: number;
}

const crypto = (base: string, name: string, startPrice: string, tickSize: string, lotStep: string, decimals: 2 | 4 | 6, volatilityBp: number): Instrument => ({
  symbol: `${base}USDT`,
  displaySymbol: `${base}/USDT`,
  name,
  category: 'crypto',
  base,
  quote: 'USDT',
  tickSize,
  lotStep,
  contractSize: '1',
  decimals,
  hours: '24x7',
  startPrice,
  volatilityBp,
  spot: true,
  maxLeverage: 100,
});

const cfd = (
  symbol: string,
  displaySymbol: string,
  name: string,
  category: MarketCategory,
  hours: TradingHours,
  startPrice: string,
  tickSize: string,
  decimals: 2 | 4 | 6,
  contractSize: string,
  volatilityBp: number,
): Instrument => ({
  symbol,
  displaySymbol,
  name,
  category,
  base: symbol,
  quote: 'USD',
  tickSize,
  lotStep: '0.01',
  contractSize,
  decimals,
  hours,
  startPrice,
  volatilityBp,
  spot: false,
  maxLeverage: 25,
});

/** The platform's own markets. The feed's history backfill covers these only. */
export const CATALOGUE_INSTRUMENTS: readonly Instrument[] = [
  crypto('BTC', 'Bitcoin', '65000.00', '0.01', '0.0001', 2, 8),
  crypto('ETH', 'Ethereum', '3200.00', '0.01', '0.0001', 2, 10),
  crypto('TRX', 'TRON', '0.120000', '0.000001', '1', 6, 12),
  crypto('XRP', 'XRP', '0.5500', '0.0001', '0.1', 4, 12),
  crypto('LTC', 'Litecoin', '80.00', '0.01', '0.001', 2, 11),
  crypto('DOGE', 'Dogecoin', '0.150000', '0.000001', '1', 6, 15),
  crypto('SOL', 'Solana', '150.00', '0.01', '0.001', 2, 14),
  crypto('BNB', 'BNB', '580.00', '0.01', '0.001', 2, 9),
  crypto('ADA', 'Cardano', '0.4500', '0.0001', '0.1', 4, 13),
  crypto('DOT', 'Polkadot', '7.0000', '0.0001', '0.01', 4, 13),
  crypto('LINK', 'Chainlink', '15.0000', '0.0001', '0.01', 4, 13),
  crypto('BCH', 'Bitcoin Cash', '450.00', '0.01', '0.001', 2, 11),
  crypto('AVAX', 'Avalanche', '35.0000', '0.0001', '0.01', 4, 14),
  cfd('EURUSD', 'EUR/USD', 'Euro / US Dollar', 'forex', 'forex', '1.0850', '0.0001', 4, '100000', 1),
  cfd('GBPUSD', 'GBP/USD', 'British Pound / US Dollar', 'forex', 'forex', '1.2700', '0.0001', 4, '100000', 1),
  cfd('USDJPY', 'USD/JPY', 'US Dollar / Japanese Yen', 'forex', 'forex', '151.50', '0.01', 2, '100000', 1),
  cfd('AUDUSD', 'AUD/USD', 'Australian Dollar / US Dollar', 'forex', 'forex', '0.6600', '0.0001', 4, '100000', 1),
  cfd('AAPL', 'AAPL', 'Apple', 'stock', 'us-equity', '190.00', '0.01', 2, '1', 4),
  cfd('TSLA', 'TSLA', 'Tesla', 'stock', 'us-equity', '240.00', '0.01', 2, '1', 8),
  cfd('NVDA', 'NVDA', 'NVIDIA', 'stock', 'us-equity', '120.00', '0.01', 2, '1', 7),
  cfd('MSFT', 'MSFT', 'Microsoft', 'stock', 'us-equity', '420.00', '0.01', 2, '1', 4),
  cfd('US30', 'US30', 'Dow Jones 30', 'index', 'cfd', '39000.00', '0.01', 2, '1', 3),
  cfd('NAS100', 'NAS100', 'Nasdaq 100', 'index', 'cfd', '18000.00', '0.01', 2, '1', 4),
  cfd('SPX500', 'SPX500', 'S&P 500', 'index', 'cfd', '5200.00', '0.01', 2, '1', 3),
  cfd('SPY', 'SPY', 'SPDR S&P 500 ETF', 'etf', 'us-equity', '520.00', '0.01', 2, '1', 3),
  cfd('QQQ', 'QQQ', 'Invesco QQQ', 'etf', 'us-equity', '440.00', '0.01', 2, '1', 4),
  cfd('XAUUSD', 'XAU/USD', 'Gold', 'metal', 'cfd', '2350.00', '0.01', 2, '100', 3),
  cfd('XAGUSD', 'XAG/USD', 'Silver', 'metal', 'cfd', '28.0000', '0.0001', 4, '5000', 5),
  cfd('USOIL', 'WTI', 'Crude Oil (WTI)', 'energy', 'cfd', '78.00', '0.01', 2, '1000', 6),
  cfd('UKOIL', 'BRENT', 'Crude Oil (Brent)', 'energy', 'cfd', '82.00', '0.01', 2, '1000', 6),
];

/** Every market: the catalogue's, then the coins staff listed after their subscription (spot/listings). */
export const INSTRUMENTS: Instrument[] = [...CATALOGUE_INSTRUMENTS];

export interface ListedCoinMarket {
  coin: string;
  name: string;
  /** The issue price: where the feed starts. */
  startPrice: string;
  tickSize: string;
  lotStep: string;
}

/** Decimals a screen shows for a tick size: 2, 4 or 6. */
export function decimalsOfTick(tickSize: string): 2 | 4 | 6 | null {
  const places = tickSize.includes('.') ? tickSize.split('.')[1]!.length : 0;
  return places <= 2 ? 2 : places <= 4 ? 4 : places <= 6 ? 6 : null;
}

/**
 * A coin listed after its subscription: a spot market against USDT that trades around the clock, its
 * simulated feed starting at the issue price. It has no contracts or options (maxLeverage 0).
 */
export function listedCoinInstrument(market: ListedCoinMarket): Instrument {
  const decimals = decimalsOfTick(market.tickSize) ?? 6;
  return { ...crypto(market.coin, market.name, market.startPrice, market.tickSize, market.lotStep, decimals, 15), maxLeverage: 0 };
}

/** Adds a listed market once (at start from the listings table, then as staff list). */
export function addInstrument(instrument: Instrument): void {
  if (!instrumentOf(instrument.symbol)) INSTRUMENTS.push(instrument);
}

export function instrumentOf(symbol: string): Instrument | undefined {
  return INSTRUMENTS.find((instrument) => instrument.symbol === symbol);
}

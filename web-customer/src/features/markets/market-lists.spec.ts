import { boardRows, filterMarkets, hotPairs } from './market-lists';
import type { Market, MarketCategory } from './markets.types';

const market = (symbol: string, change: string, category: MarketCategory = 'crypto', extra: Partial<Market> = {}): Market => ({
  symbol,
  display_symbol: symbol,
  name: symbol,
  category,
  spot: category === 'crypto',
  decimals: 2,
  price: '1.00',
  open_24h: '1.00',
  high_24h: '1.00',
  low_24h: '1.00',
  change_24h: change,
  trading: true,
  enabled: true,
  seq: 1,
  at: '2026-11-24T00:00:00.000Z',
  ...extra,
});

const markets = [
  market('BTCUSDT', '1.20', 'crypto', { display_symbol: 'BTC/USDT', name: 'Bitcoin' }),
  market('ETHUSDT', '-0.50', 'crypto', { display_symbol: 'ETH/USDT', name: 'Ethereum' }),
  market('DOGEUSDT', '+7.10'),
  market('SOLUSDT', '-12.40'),
  market('TRXUSDT', '0.00'),
  market('EURUSD', '0.10', 'forex', { display_symbol: 'EUR/USD', name: 'Euro / US Dollar' }),
  market('XAUUSD', '-9.99', 'metal', { display_symbol: 'XAU/USD', name: 'Gold' }),
];

describe('home market table', () => {
  it('shows every instrument that is not a spot pair under contracts, and the spot pairs under spot', () => {
    expect(boardRows(markets, 'contracts', []).map((entry) => entry.symbol)).toEqual(['EURUSD', 'XAUUSD']);
    expect(boardRows(markets, 'spot', []).map((entry) => entry.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'DOGEUSDT', 'SOLUSDT', 'TRXUSDT']);
  });

  it('lists favourites in the order they were starred and skips one no longer listed', () => {
    expect(boardRows(markets, 'favourites', ['XAUUSD', 'GONE', 'BTCUSDT']).map((entry) => entry.symbol)).toEqual(['XAUUSD', 'BTCUSDT']);
    expect(boardRows(markets, 'favourites', [])).toEqual([]);
  });
});

describe('hot pairs', () => {
  it('are BTC and ETH, then the two biggest moves either way, compared as decimals', () => {
    expect(hotPairs(markets).map((entry) => entry.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XAUUSD']);
  });

  it('fill up with movers when BTC or ETH is missing', () => {
    expect(hotPairs(markets.filter((entry) => entry.symbol !== 'ETHUSDT')).map((entry) => entry.symbol)).toEqual([
      'BTCUSDT',
      'SOLUSDT',
      'XAUUSD',
      'DOGEUSDT',
    ]);
    expect(hotPairs([])).toEqual([]);
  });
});

describe('markets page filters', () => {
  it('find a market by symbol, displayed symbol or name, whatever the case and separators', () => {
    const symbols = (category: MarketCategory | 'all', query: string) =>
      filterMarkets(markets, category, query).map((entry) => entry.symbol);
    expect(symbols('all', 'btc')).toEqual(['BTCUSDT']);
    expect(symbols('all', 'eur/usd')).toEqual(['EURUSD']);
    expect(symbols('all', 'eur usd')).toEqual(['EURUSD']);
    expect(symbols('all', 'GOLD')).toEqual(['XAUUSD']);
    expect(symbols('all', '  ')).toHaveLength(markets.length);
  });

  it('find a market by its name in the customer’s language too', () => {
    const chinese = (entry: Market) => (entry.symbol === 'XAUUSD' ? '黄金' : entry.name);
    expect(filterMarkets(markets, 'all', '黄金', chinese).map((entry) => entry.symbol)).toEqual(['XAUUSD']);
  });

  it('narrow to a category, together with the search', () => {
    expect(filterMarkets(markets, 'metal', '').map((entry) => entry.symbol)).toEqual(['XAUUSD']);
    expect(filterMarkets(markets, 'forex', 'btc')).toEqual([]);
    expect(filterMarkets(markets, 'crypto', 'usdt')).toHaveLength(5);
  });
});

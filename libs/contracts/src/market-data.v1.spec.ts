import { ContractViolation } from './contract-check';
import { isMarketPeriod, MarketDataEvents, parseMarketDataV1 } from './market-data.v1';

const at = '2026-11-27T10:00:00.000Z';
const update = { symbol: 'BTCUSDT', price: '65000.50', open_24h: '64000.00', high_24h: '65100.00', low_24h: '63900.00', change_24h: '-0.25', trading: true, seq: 41, at };
const listed = { ...update, display_symbol: 'BTC/USDT', name: 'Bitcoin', category: 'crypto', spot: true, decimals: 2, enabled: true };
const depth = { symbol: 'BTCUSDT', sequence: 12, bids: [{ price: '64990.00', quantity: '0.5000' }], asks: [], at };
const trades = { symbol: 'BTCUSDT', sequence: 13, items: [{ id: 't-1', price: '65010.00', quantity: '0.1000', side: 'sell', at }] };
const candle = { time: 1_795_000_000, open: '1', high: '2', low: '0.5', close: '1.5', ticks: 3, volume: '0' };
const candles = { symbol: 'BTCUSDT', candles: [{ period: '5m', candle }], at };

describe('the market data contract (v1)', () => {
  it('reads every message under its own type', () => {
    expect(parseMarketDataV1(MarketDataEvents.tickers, { updates: [update], at })).toEqual({ type: MarketDataEvents.tickers, data: { updates: [update], at } });
    expect(parseMarketDataV1(MarketDataEvents.list, { tickers: [listed], at }).data).toEqual({ tickers: [listed], at });
    expect(parseMarketDataV1(MarketDataEvents.depth, depth).data).toEqual(depth);
    expect(parseMarketDataV1(MarketDataEvents.trades, trades).data).toEqual(trades);
    expect(parseMarketDataV1(MarketDataEvents.candles, candles).data).toEqual(candles);
  });

  it('refuses what a screen could not show as sent: numbers for money, unknown periods, sides or types', () => {
    const refused = (type: string, data: unknown) => () => parseMarketDataV1(type, data);
    expect(refused(MarketDataEvents.tickers, { updates: [{ ...update, price: 65000.5 }], at })).toThrow(ContractViolation);
    expect(refused(MarketDataEvents.tickers, { updates: [{ ...update, seq: -1 }], at })).toThrow(ContractViolation);
    expect(refused(MarketDataEvents.tickers, { updates: [update] })).toThrow(ContractViolation);
    expect(refused(MarketDataEvents.list, { tickers: [update], at })).toThrow(ContractViolation);
    expect(refused(MarketDataEvents.depth, { ...depth, bids: [{ price: '1', quantity: 2 }] })).toThrow(ContractViolation);
    expect(refused(MarketDataEvents.depth, { ...depth, sequence: '12' })).toThrow(ContractViolation);
    expect(refused(MarketDataEvents.trades, { ...trades, items: [{ ...trades.items[0], side: 'long' }] })).toThrow(ContractViolation);
    expect(refused(MarketDataEvents.candles, { ...candles, candles: [{ period: '2m', candle }] })).toThrow(ContractViolation);
    expect(refused(MarketDataEvents.candles, { ...candles, candles: [{ period: '5m', candle: { ...candle, time: '1795000000' } }] })).toThrow(ContractViolation);
    expect(refused('MarketSomethingElse', depth)).toThrow(ContractViolation);
    expect(refused(MarketDataEvents.depth, null)).toThrow(ContractViolation);
  });

  it('knows the chart periods', () => {
    expect(['line', '1m', '4h', '1M', '1y'].every(isMarketPeriod)).toBe(true);
    expect(['2m', '1Y', '', null].some(isMarketPeriod)).toBe(false);
  });
});

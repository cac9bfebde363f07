import { candleVolumes } from './spot-read-model';
import type { SpotTrade } from '../domain/spot-core.types';

let seq = 0;
const trade = (symbol: string, price: string, quantity: string, at: string): SpotTrade => ({
  id: `trade-${++seq}`,
  symbol,
  seq,
  price,
  quantity,
  quoteAmount: '0',
  takerSide: 'buy',
  buyOrderId: 'buy',
  sellOrderId: 'sell',
  buyerId: 'alice',
  sellerId: 'bob',
  buyerFee: '0',
  sellerFee: '0',
  at,
});

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('candle volume of a batch of trades', () => {
  it('sums the quantities of one candle exactly, opening a new candle at the first trade price', () => {
    const trades = [
      trade('BTCUSDT', '65000.10', '0.1000', '2026-11-22T10:00:05.000Z'),
      trade('BTCUSDT', '65001.00', '0.2000', '2026-11-22T10:00:59.999Z'),
      trade('BTCUSDT', '64999.99', '0.0001', '2026-11-22T10:00:00.000Z'),
    ];
    expect(candleVolumes(trades, MINUTE)).toEqual([{ symbol: 'BTCUSDT', bucket: '2026-11-22T10:00:00.000Z', price: '65000.10', volume: '0.3001' }]);
  });

  it('splits a batch at minute and UTC day boundaries', () => {
    const trades = [
      trade('ETHUSDT', '3200.00', '1.5000', '2026-11-22T23:59:59.000Z'),
      trade('ETHUSDT', '3201.00', '0.5000', '2026-11-23T00:00:00.000Z'),
      trade('ETHUSDT', '3202.00', '0.2500', '2026-11-23T00:00:30.000Z'),
    ];
    expect(candleVolumes(trades, MINUTE)).toEqual([
      { symbol: 'ETHUSDT', bucket: '2026-11-22T23:59:00.000Z', price: '3200.00', volume: '1.5000' },
      { symbol: 'ETHUSDT', bucket: '2026-11-23T00:00:00.000Z', price: '3201.00', volume: '0.7500' },
    ]);
    expect(candleVolumes(trades, DAY)).toEqual([
      { symbol: 'ETHUSDT', bucket: '2026-11-22T00:00:00.000Z', price: '3200.00', volume: '1.5000' },
      { symbol: 'ETHUSDT', bucket: '2026-11-23T00:00:00.000Z', price: '3201.00', volume: '0.7500' },
    ]);
  });

  it("orders candles like the feed's tick store (instrument order, then time), whatever order the trades came in", () => {
    const trades = [
      trade('DOGEUSDT', '0.150000', '100', '2026-11-22T10:01:00.000Z'),
      trade('ETHUSDT', '3200.00', '1.0000', '2026-11-22T10:01:00.000Z'),
      trade('TRXUSDT', '0.120000', '10', '2026-11-22T10:01:00.000Z'),
      trade('BTCUSDT', '65000.00', '0.0100', '2026-11-22T10:01:00.000Z'),
      trade('BTCUSDT', '65000.00', '0.0100', '2026-11-22T10:00:00.000Z'),
    ];
    expect(candleVolumes(trades, MINUTE).map((c) => `${c.symbol} ${c.bucket.slice(11, 16)}`)).toEqual([
      'BTCUSDT 10:00',
      'BTCUSDT 10:01',
      'ETHUSDT 10:01',
      'TRXUSDT 10:01',
      'DOGEUSDT 10:01',
    ]);
  });

  it('has nothing to write for a batch without trades', () => {
    expect(candleVolumes([], MINUTE)).toEqual([]);
  });
});

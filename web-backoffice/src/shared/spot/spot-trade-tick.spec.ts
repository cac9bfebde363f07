import { referenceTickOf } from './spot-trade-tick';

describe('the tick a trade price came from', () => {
  it('is read from the trade’s tick', () => {
    const tick = { symbol: 'BTCUSDT', seq: 1042, at: '2025-01-02T03:04:05.000Z', price: '65000.00', source: 'simulated' };
    expect(referenceTickOf({ seq: 3, tick })).toEqual({
      seq: '1042',
      at: '2025-01-02T03:04:05.000Z',
      price: '65000.00',
      source: 'simulated',
    });
  });

  it('is absent when the trade names no tick, whatever its own sequence', () => {
    expect(referenceTickOf({ seq: 3 })).toBeUndefined();
    expect(referenceTickOf({ tick: null })).toBeUndefined();
    expect(referenceTickOf({ tick: { price: '1.00' } })).toBeUndefined();
  });
});

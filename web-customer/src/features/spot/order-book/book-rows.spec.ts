import { bookView } from './book-rows';

describe('the order book as the screen shows it', () => {
  const depth = {
    asks: [
      { price: '100.02', quantity: '1.5' },
      { price: '100.03', quantity: '0.5' },
      { price: '100.05', quantity: '2' },
    ],
    bids: [
      { price: '100.00', quantity: '4' },
      { price: '99.99', quantity: '0.25' },
    ],
  };

  it('runs a total down each side, best first, with bars on one scale for both sides (percent to 2 places, rounded down)', () => {
    const view = bookView(depth, 10);
    expect(view.asks.map((row) => [row.price, row.total, row.depth])).toEqual([
      ['100.02', '1.5', 35.29],
      ['100.03', '2.0', 47.05],
      ['100.05', '4.0', 94.11],
    ]);
    expect(view.bids.map((row) => [row.total, row.depth])).toEqual([
      ['4', 94.11],
      ['4.25', 100],
    ]);
  });

  it('shows the spread between the best prices, exactly', () => {
    expect(bookView(depth, 10).spread).toBe('0.02');
    expect(bookView({ asks: depth.asks, bids: [] }, 10).spread).toBeNull();
  });

  it('keeps the best levels only, and the scale follows what is shown', () => {
    const view = bookView(depth, 1);
    expect(view.asks).toHaveLength(1);
    expect(view.bids[0].depth).toBe(100);
  });

  it('skips a level whose figures are not decimal strings, and draws no bar for an empty book', () => {
    expect(bookView({ asks: [{ price: 'x', quantity: '1' }], bids: [] }, 10)).toEqual({ asks: [], bids: [], spread: null });
  });
});

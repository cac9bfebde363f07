import { depthCurve, depthPaths } from './depth-curve';

describe('the depth view', () => {
  const depth = {
    bids: [
      { price: '100.00', quantity: '1' },
      { price: '99.00', quantity: '3' },
    ],
    asks: [
      { price: '101.00', quantity: '2' },
      { price: '102.00', quantity: '2' },
    ],
  };

  it('runs each side’s total out from the best price, and spans the lowest bid to the highest ask', () => {
    expect(depthCurve(depth)).toEqual({
      bids: [
        { price: '100.00', total: '1' },
        { price: '99.00', total: '4' },
      ],
      asks: [
        { price: '101.00', total: '2' },
        { price: '102.00', total: '4' },
      ],
      low: '99.00',
      high: '102.00',
      mid: '100.500',
    });
  });

  it('draws both sides as steps on one scale, bids out to the left edge and asks to the right', () => {
    const paths = depthPaths(depthCurve(depth)!, 300, 100);
    // x: 99 -> 0, 100 -> 100, 101 -> 200, 102 -> 300; y: a total of 4 is the top, 0 the bottom.
    expect(paths.bids).toBe('M100,100 L100,75 L0,75 L0,0 L0,0 L0,100 Z');
    expect(paths.asks).toBe('M200,100 L200,50 L300,50 L300,0 L300,0 L300,100 Z');
  });

  it('has nothing to draw for an empty book, and draws one side alone', () => {
    expect(depthCurve({ bids: [], asks: [] })).toBeNull();
    const onlyAsks = depthCurve({ bids: [], asks: depth.asks })!;
    expect(onlyAsks).toMatchObject({ low: '101.00', high: '102.00', mid: null });
    expect(depthPaths(onlyAsks, 300, 100).bids).toBe('');
  });

  it('skips levels that are not decimal strings', () => {
    expect(depthCurve({ bids: [{ price: 'x', quantity: '1' }], asks: [{ price: '1.00', quantity: '2' }] })?.bids).toEqual([]);
  });
});

import fc from 'fast-check';
import { stringifyInSlices } from './snapshots';

describe('a snapshot written a slice at a time', () => {
  it('is exactly JSON.stringify of the same state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.integer({ min: 1, max: 7 }), async (state, slice) => {
        expect(await stringifyInSlices(state, slice)).toBe(JSON.stringify(state));
      }),
      { numRuns: 300 },
    );
  });

  it('writes what JSON leaves out or turns to null the way JSON does, and a Date through its toJSON', async () => {
    const state = { a: undefined, b: [undefined, () => 1, 2], at: new Date(0), c: { d: [1, { e: undefined }] }, f: () => 1 };
    expect(await stringifyInSlices(state, 1)).toBe(JSON.stringify(state));
  });

  it('lets other work run between slices of a large state', async () => {
    const state = { orders: Array.from({ length: 5_000 }, (_, i) => ({ id: `o-${i}`, price: '1.00' })) };
    let turns = 0;
    const ticking = setInterval(() => (turns += 1), 0);
    const text = await stringifyInSlices(state, 100);
    clearInterval(ticking);
    expect(text).toBe(JSON.stringify(state));
    expect(turns).toBeGreaterThan(0);
  });
});

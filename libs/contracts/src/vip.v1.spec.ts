import { parseVipLevelChangedV1, vipLevelForMinor } from './vip.v1';

describe('the VIP level table', () => {
  it('gives each average the highest level whose floor it reaches, equal included', () => {
    const usdt = (text: string) => BigInt(text) * 1_000_000n;
    expect([0n, usdt('999') + 999_999n, usdt('1000'), usdt('9999'), usdt('10000'), usdt('50000'), usdt('199999'), usdt('200000'), usdt('1000000'), usdt('9000000')].map(vipLevelForMinor)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 5, 5,
    ]);
  });
  it('refuses a level message outside the table', () => {
    expect(parseVipLevelChangedV1({ customerId: 'c', level: 3, at: 'x' }).level).toBe(3);
    expect(() => parseVipLevelChangedV1({ customerId: 'c', level: 6, at: 'x' })).toThrow();
    expect(() => parseVipLevelChangedV1({ customerId: 'c', level: 1.5, at: 'x' })).toThrow();
  });
});

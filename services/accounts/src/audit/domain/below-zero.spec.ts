import { mayGoBelowZero } from './below-zero';

describe('which account of any journal may stand below zero', () => {
  it('never a customer or a hold', () => {
    expect(mayGoBelowZero('user:00000000-0000-4000-8000-000000000001:contract:USDT')).toBe(false);
    expect(mayGoBelowZero('hold:pos-p1:USDT')).toBe(false);
  });

  it('a platform account by the ledger policy of its purpose, the cores’ own purposes included', () => {
    expect(mayGoBelowZero('platform:deposit-clearing:USDT')).toBe(true);
    expect(mayGoBelowZero('platform:house:USDT')).toBe(false);
    expect(mayGoBelowZero('platform:insurance:USDT')).toBe(false);
    expect(mayGoBelowZero('platform:fees:BTC')).toBe(false);
  });

  it('a clearing account, one half of a transit pair; an unknown purpose never', () => {
    expect(mayGoBelowZero('clearing:accounts:USDT')).toBe(true);
    expect(mayGoBelowZero('platform:unheard-of:USDT')).toBe(false);
  });
});

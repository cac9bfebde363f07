import fc from 'fast-check';
import { ASSETS } from '@meridian/money';
import {
  PLATFORM_PURPOSES,
  USER_ACCOUNT_KINDS,
  accountMayGoNegative,
  clearingAccount,
  coversDebit,
  formatAccount,
  holdAccount,
  mayGoNegative,
  parseAccount,
  platformAccount,
  userAccount,
  type ParsedAccount,
} from './account-name';
import { LedgerError } from './ledger-error';

describe('account names', () => {
  it('builds and parses each kind of account', () => {
    expect(userAccount('c-42', 'spot', ASSETS.USDT)).toBe('user:c-42:spot:USDT');
    expect(platformAccount('loan-book', 'USDT')).toBe('platform:loan-book:USDT');
    expect(clearingAccount('trading', ASSETS.BTC)).toBe('clearing:trading:BTC');
    expect(holdAccount('0b6e1c1e-6f4b-4c1e-9d1a-2f3c4d5e6f70', 'TRX')).toBe('hold:0b6e1c1e-6f4b-4c1e-9d1a-2f3c4d5e6f70:TRX');
    expect(parseAccount('user:c-42:spot:USDT')).toEqual({ type: 'user', customerId: 'c-42', kind: 'spot', asset: 'USDT' });
    expect(parseAccount('platform:fees:ETH')).toEqual({ type: 'platform', purpose: 'fees', asset: 'ETH' });
    expect(parseAccount('clearing:trading:USDT')).toEqual({ type: 'clearing', service: 'trading', asset: 'USDT' });
    expect(parseAccount('hold:w-1:USD')).toEqual({ type: 'hold', holdId: 'w-1', asset: 'USD' });
  });

  it.each([
    '',
    'user',
    'user:c1:spot',
    'user:c1:savings:USDT',
    'user::spot:USDT',
    'user:c1:spot:usdt',
    'user:c1:spot:USDT:extra',
    'platform:bonus:USDT',
    'platform:fees',
    'clearing:USDT',
    'clearing:a b:USDT',
    'hold:h1',
    'hold:-h1:USDT',
    'wallet:c1:USDT',
    ' user:c1:spot:USDT',
  ])('refuses %p', (name) => {
    expect(() => parseAccount(name)).toThrow(LedgerError);
    expect(() => parseAccount(name)).toThrow(expect.objectContaining({ code: 'ledger.invalidAccount' }));
  });

  it('refuses to build a name from parts that do not fit', () => {
    expect(() => userAccount('a:b', 'spot', 'USDT')).toThrow(expect.objectContaining({ code: 'ledger.invalidAccount' }));
    expect(() => userAccount('c1', 'savings' as never, 'USDT')).toThrow(LedgerError);
    expect(() => holdAccount(undefined as unknown as string, 'USDT')).toThrow(LedgerError);
    expect(() => clearingAccount('trading', 'usdt')).toThrow(LedgerError);
  });

  it('lets only the accounts standing for outside money, and transit clearing, go negative', () => {
    for (const purpose of ['deposit-clearing', 'coin-issuance', 'demo-faucet', 'market-maker-capital'])
      expect([purpose, mayGoNegative(parseAccount(`platform:${purpose}:USDT`))]).toEqual([purpose, true]);
    const guarded = ['treasury', 'fees', 'insurance', 'loan-book', 'earn-payouts', 'etf-funds', 'subscription-proceeds', 'market-maker', 'house', 'financing', 'rewards', 'c2c-inventory'];
    for (const purpose of guarded) expect([purpose, mayGoNegative(parseAccount(`platform:${purpose}:USDT`))]).toEqual([purpose, false]);
    expect(PLATFORM_PURPOSES.filter((purpose) => mayGoNegative({ type: 'platform', purpose, asset: 'USDT' })).sort()).toEqual(
      ['coin-issuance', 'demo-faucet', 'deposit-clearing', 'market-maker-capital'],
    );
    expect(mayGoNegative(parseAccount('clearing:trading:USDT'))).toBe(true);
    expect(mayGoNegative(parseAccount('user:c1:funding:USDT'))).toBe(false);
    expect(mayGoNegative(parseAccount('hold:h1:USDT'))).toBe(false);
  });

  it('gives the trading cores the same rule by name', () => {
    expect(accountMayGoNegative('platform:house:USDT')).toBe(false);
    expect(accountMayGoNegative('platform:insurance:USDT')).toBe(false);
    expect(accountMayGoNegative('platform:market-maker-capital:BTC')).toBe(true);
    expect(accountMayGoNegative('platform:unknown-purpose:USDT')).toBe(false);
    expect(accountMayGoNegative('clearing:accounts:USDT')).toBe(true);
    expect(accountMayGoNegative('user:c1:spot:USDT')).toBe(false);
    expect(accountMayGoNegative('hold:o1:USDT')).toBe(false);
    expect(coversDebit('platform:house:USDT', 10n, 10n)).toBe(true);
    expect(coversDebit('platform:house:USDT', 10n, 11n)).toBe(false);
    expect(coversDebit('platform:house:USDT', -5n, -3n)).toBe(true); // a credit, even below zero
    expect(coversDebit('platform:deposit-clearing:USDT', 0n, 11n)).toBe(true);
  });

  it('parses back every name it builds', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/);
    const asset = fc.stringMatching(/^[A-Z0-9]{2,6}$/);
    const account: fc.Arbitrary<ParsedAccount> = fc.oneof(
      fc.record({ type: fc.constant('user' as const), customerId: segment, kind: fc.constantFrom(...USER_ACCOUNT_KINDS), asset }),
      fc.record({ type: fc.constant('platform' as const), purpose: fc.constantFrom(...PLATFORM_PURPOSES), asset }),
      fc.record({ type: fc.constant('clearing' as const), service: segment, asset }),
      fc.record({ type: fc.constant('hold' as const), holdId: segment, asset }),
    );
    fc.assert(fc.property(account, (parsed) => expect(parseAccount(formatAccount(parsed))).toEqual(parsed)));
  });
});

import { ASSETS, Money } from '@meridian/money';
import { holdAccount, platformAccount, userAccount } from './account-name';
import type { LedgerCommand } from './ledger.commands';
import { decide, evolve } from './ledger.decider';
import { initialLedgerState, type LedgerState } from './ledger.state';
import { trialBalance } from './trial-balance';

const { USDT, BTC } = ASSETS;
const now = '2025-01-01T00:00:00Z';
const run = (commands: LedgerCommand[]) =>
  commands.reduce((state, command) => decide(command, state).reduce(evolve, state), initialLedgerState());
const alice = userAccount('alice', 'funding', USDT);

describe('trialBalance', () => {
  const state = run([
    {
      type: 'PostEntry',
      data: {
        id: 'd1',
        memo: 'deposit',
        postings: [
          { account: platformAccount('deposit-clearing', USDT), amount: Money.parse(USDT, '-10') },
          { account: alice, amount: Money.parse(USDT, '10') },
        ],
      },
      metadata: { now },
    },
    {
      type: 'PostEntry',
      data: {
        id: 'd2',
        memo: 'deposit',
        postings: [
          { account: platformAccount('deposit-clearing', BTC), amount: Money.parse(BTC, '-1') },
          { account: userAccount('bob', 'spot', BTC), amount: Money.parse(BTC, '1') },
        ],
      },
      metadata: { now },
    },
    { type: 'PlaceHold', data: { holdId: 'h1', from: alice, amount: Money.parse(USDT, '4'), memo: '' }, metadata: { now } },
  ]);

  it('finds books built by the decider balanced, per asset', () => {
    const report = trialBalance(state);
    expect(report.balanced).toBe(true);
    expect(report.totals.map((total) => `${total.asset.code} ${total.toString()}`)).toEqual(['BTC 0.00000000', 'USDT 0.000000']);
    expect(report.negativeAccounts).toEqual([]);
    expect(report.holdMismatches).toEqual([]);
  });

  it('reports an asset whose accounts do not sum to zero', () => {
    const broken: LedgerState = {
      ...state,
      balances: new Map(state.balances).set(platformAccount('fees', USDT), Money.parse(USDT, '0.000001')),
    };
    const report = trialBalance(broken);
    expect(report.balanced).toBe(false);
    expect(report.totals.map(String)).toEqual(['0.00000000', '0.000001']);
  });

  it('reports user and hold accounts below zero, but not platform ones', () => {
    const broken: LedgerState = {
      ...state,
      balances: new Map(state.balances)
        .set(userAccount('carol', 'spot', USDT), Money.parse(USDT, '-1'))
        .set(platformAccount('fees', USDT), Money.parse(USDT, '1')),
    };
    const report = trialBalance(broken);
    expect(report.balanced).toBe(false);
    expect(report.negativeAccounts).toEqual([{ account: 'user:carol:spot:USDT', balance: Money.parse(USDT, '-1') }]);
  });

  it('reports a hold whose account does not hold what the hold says', () => {
    const broken: LedgerState = {
      ...state,
      balances: new Map(state.balances).set(holdAccount('h1', USDT), Money.parse(USDT, '3')).set(alice, Money.parse(USDT, '7')),
    };
    const report = trialBalance(broken);
    expect(report.holdMismatches).toEqual([{ holdId: 'h1', expected: Money.parse(USDT, '4'), actual: Money.parse(USDT, '3') }]);
    expect(report.balanced).toBe(false);
  });

  it('checks balances merged from several services, without holds', () => {
    const accounts = new Map([
      ['user:alice:spot:USDT', Money.parse(USDT, '5')],
      ['clearing:trading:USDT', Money.parse(USDT, '-5')],
    ]);
    expect(trialBalance({ balances: accounts }).balanced).toBe(true);
  });
});

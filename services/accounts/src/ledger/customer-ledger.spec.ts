import { userAccount, platformAccount, type LedgerCommand } from '@meridian/ledger';
import { ASSETS, Money } from '@meridian/money';
import { deciderSpec } from '@meridian/testing';
import { customerLedgerDecider } from './customer-ledger';

const spec = deciderSpec(customerLedgerDecider.decide, customerLedgerDecider.evolve, customerLedgerDecider.initialState);
const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
const credit: LedgerCommand = {
  type: 'PostEntry',
  data: {
    id: 'deposit:d-1',
    memo: 'Deposit',
    postings: [
      { account: platformAccount('deposit-clearing', ASSETS.USDT), amount: usdt('-5') },
      { account: userAccount('c-1', 'funding', ASSETS.USDT), amount: usdt('5') },
    ],
  },
  metadata: { now: '2026-11-21T00:00:00.000Z' },
};

describe('customer ledger', () => {
  // An entry id posted twice is refused by the ledger_entry_ids key, not by the state:
  // customer-ledger.int-spec.ts proves it against PostgreSQL.
  it('keeps only what is open in its state, and snapshots it losslessly', () => {
    const [posted] = customerLedgerDecider.decide(credit, customerLedgerDecider.initialState());
    const state = customerLedgerDecider.evolve(customerLedgerDecider.initialState(), posted!);
    const policy = customerLedgerDecider.snapshots!;
    const restored = policy.decode(JSON.parse(JSON.stringify(policy.encode(state))));
    expect([...restored.balances].map(([account, money]) => [account, money.toString()])).toEqual([...state.balances].map(([account, money]) => [account, money.toString()]));
    expect(restored.holds.size).toBe(0);
  });

  it('refuses to take a customer below zero', () =>
    spec
      .given([])
      .when({ ...credit, data: { ...credit.data, id: 'transfer:t-1', postings: [{ account: userAccount('c-1', 'funding', ASSETS.USDT), amount: usdt('-1') }, { account: userAccount('c-1', 'spot', ASSETS.USDT), amount: usdt('1') }] } })
      .thenThrows('ledger.insufficientFunds'));
});

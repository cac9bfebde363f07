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
      { account: platformAccount('treasury', ASSETS.USDT), amount: usdt('-5') },
      { account: userAccount('c-1', 'funding', ASSETS.USDT), amount: usdt('5') },
    ],
  },
  metadata: { now: '2026-11-21T00:00:00.000Z' },
};

describe('customer ledger', () => {
  it('posts an entry once and refuses the same entry id again', () => {
    const [posted] = customerLedgerDecider.decide(credit, customerLedgerDecider.initialState());
    spec.given([posted!]).when(credit).thenThrows('ledger.duplicateEntry');
  });

  it('refuses to take a customer below zero', () =>
    spec
      .given([])
      .when({ ...credit, data: { ...credit.data, id: 'transfer:t-1', postings: [{ account: userAccount('c-1', 'funding', ASSETS.USDT), amount: usdt('-1') }, { account: userAccount('c-1', 'spot', ASSETS.USDT), amount: usdt('1') }] } })
      .thenThrows('ledger.insufficientFunds'));
});

import { promisesOf } from './liabilities';

const account = (name: string, balance: string) => ({
  id: name,
  account: name,
  asset: 'USDT',
  balance,
  updatedAt: '2026-11-26T00:00:00.000Z',
});

describe('the liabilities page’s arithmetic', () => {
  it('sets each platform account against what it has promised', () => {
    const promises = promisesOf({
      accounts: [
        account('platform:treasury:USDT', '5000.000000'),
        account('platform:earn-payouts:USDT', '-31.000000'),
        account('platform:loan-book:USDT', '-987.000000'),
        account('platform:etf-funds:USDT', '1000.000000'),
      ],
      earn: {
        id: 'current',
        ordersInCustody: 1,
        principalInCustody: '200.000000',
        yieldsToMaturityAtMost: '7.000000',
        dailyYieldsAtMost: '1.000000',
        yieldsPaid: '31.000000',
      },
      loans: {
        id: 'current',
        loansOutstanding: 1,
        principalOutstanding: '1000.000000',
        interestOwed: '8.000000',
        lateFeesOwed: '5.000000',
        lent: '2000.000000',
        repaid: '1013.000000',
      },
      etf: [
        { fundId: 'etf-low', units: '600.000000', value: '1.010000', owed: '606.000000' },
        { fundId: 'etf-balanced', units: '500.000000', value: '0.900001', owed: '450.000500' },
      ],
    });
    expect(promises).toEqual({
      treasury: '5000.000000',
      earnPayouts: { balance: '-31.000000', owes: '7.000000', covered: false, heldForCustomers: '200.000000' },
      loanBook: { balance: '-987.000000', owedToIt: '1013.000000', lentOut: '1000.000000' },
      // 606 + 450.0005 owed to holders: more than the 1,000 the fund account holds.
      etfFunds: { balance: '1000.000000', owes: '1056.000500', covered: false },
    });
  });
});

import type { ApiModel } from '@meridian/contracts';

type PlatformAccount = ApiModel<'PlatformAccountResponseDto'>;
type EarnLiabilities = ApiModel<'EarnLiabilitiesResponseDto'>;
type LoanBook = ApiModel<'LoanBookResponseDto'>;
type EtfOutstanding = ApiModel<'EtfOutstandingResponseDto'>;

export interface Liabilities {
  accounts: PlatformAccount[];
  earn: EarnLiabilities;
  loans: LoanBook;
  etf: EtfOutstanding[];
}

const balanceOf = (accounts: readonly PlatformAccount[], account: string) =>
  accounts.find((row) => row.account === account)?.balance ?? '0.000000';

const minor = (text: string) => {
  const [whole, fraction = ''] = text.replace('-', '').split('.') as [string, string?];
  const value = BigInt(whole + fraction.padEnd(6, '0').slice(0, 6));
  return text.startsWith('-') ? -value : value;
};
const usdt = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 1_000_000n}.${String(abs % 1_000_000n).padStart(6, '0')}`;
};

/**
 * Each promise beside the account that keeps it: earn's yields still to pay against
 * `platform:earn-payouts`, the principal customers hold for their orders, and what borrowers owe the
 * loan book, and what ETF holders would receive selling at the latest values against
 * `platform:etf-funds`. `covered` says whether the account can pay what it still owes, at most.
 */
export function promisesOf({ accounts, earn, loans, etf }: Liabilities) {
  const payouts = balanceOf(accounts, 'platform:earn-payouts:USDT');
  const loanBook = balanceOf(accounts, 'platform:loan-book:USDT');
  const etfFunds = balanceOf(accounts, 'platform:etf-funds:USDT');
  const etfOwed = etf.reduce((sum, fund) => sum + minor(fund.owed), 0n);
  return {
    treasury: balanceOf(accounts, 'platform:treasury:USDT'),
    earnPayouts: {
      balance: payouts,
      owes: earn.yieldsToMaturityAtMost,
      covered: minor(payouts) >= minor(earn.yieldsToMaturityAtMost),
      heldForCustomers: earn.principalInCustody,
    },
    loanBook: {
      balance: loanBook,
      owedToIt: usdt(minor(loans.principalOutstanding) + minor(loans.interestOwed) + minor(loans.lateFeesOwed)),
      lentOut: loans.principalOutstanding,
    },
    etfFunds: { balance: etfFunds, owes: usdt(etfOwed), covered: minor(etfFunds) >= etfOwed },
  };
}

import { ledgerColumns, type LedgerCheck } from './audit-records';

describe('the ledger check over every journal', () => {
  const check: Pick<LedgerCheck, 'assets' | 'ledgers'> = {
    assets: [{ asset: 'USDT', total: '0.000000', balanced: true, by_ledger: { contract: '-20.000000', funding: '15.000000', spot: '5.000000' }, in_flight: '0.000000' }],
    ledgers: [
      { ledger: 'contract', events: 4, accounts: 6 },
      { ledger: 'funding', events: 9, accounts: 3 },
    ],
  };

  it('shows a column per journal it read, the funding ledger first and the cores after', () => {
    expect(ledgerColumns(check)).toEqual(['funding', 'spot', 'contract']);
  });

  it('shows no journal column for an answer that names none', () => {
    expect(ledgerColumns({ assets: [{ asset: 'USDT', total: '0', balanced: true }] })).toEqual([]);
  });
});

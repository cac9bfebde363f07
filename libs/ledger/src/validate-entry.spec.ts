import { ASSETS, Money } from '@meridian/money';
import type { JournalEntry, Posting } from './journal-entry';
import { validateEntry } from './validate-entry';

const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
const trx = (text: string) => Money.parse(ASSETS.TRX, text);
const entry = (postings: Posting[], overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id: 'e1',
  memo: 'm',
  at: '2025-01-01T00:00:00Z',
  postings,
  ...overrides,
});
const code = (e: JournalEntry) => {
  try {
    validateEntry(e);
    return 'valid';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('validateEntry', () => {
  it('accepts postings that balance per asset', () => {
    expect(
      code(
        entry([
          { account: 'platform:deposit-clearing:USDT', amount: usdt('-10') },
          { account: 'user:c1:funding:USDT', amount: usdt('7') },
          { account: 'platform:fees:USDT', amount: usdt('3') },
          { account: 'platform:deposit-clearing:TRX', amount: trx('5') },
          { account: 'clearing:chain:TRX', amount: trx('-5') },
        ]),
      ),
    ).toBe('valid');
  });

  it.each<[string, JournalEntry, string]>([
    ['no postings', entry([]), 'ledger.emptyEntry'],
    ['a single posting', entry([{ account: 'platform:fees:USDT', amount: usdt('1') }]), 'ledger.emptyEntry'],
    [
      'a zero posting',
      entry([
        { account: 'platform:fees:USDT', amount: usdt('0') },
        { account: 'platform:deposit-clearing:USDT', amount: usdt('0') },
      ]),
      'ledger.zeroPosting',
    ],
    [
      'postings that do not sum to zero',
      entry([
        { account: 'platform:fees:USDT', amount: usdt('1') },
        { account: 'platform:deposit-clearing:USDT', amount: usdt('-2') },
      ]),
      'ledger.unbalanced',
    ],
    [
      'each asset balanced against another asset',
      entry([
        { account: 'platform:fees:USDT', amount: usdt('1') },
        { account: 'platform:deposit-clearing:TRX', amount: trx('-1') },
      ]),
      'ledger.unbalanced',
    ],
    [
      'an amount in another asset than its account',
      entry([
        { account: 'platform:fees:TRX', amount: usdt('1') },
        { account: 'platform:deposit-clearing:USDT', amount: usdt('-1') },
      ]),
      'ledger.assetMismatch',
    ],
    [
      'an account name it cannot parse',
      entry([
        { account: 'fees', amount: usdt('1') },
        { account: 'platform:deposit-clearing:USDT', amount: usdt('-1') },
      ]),
      'ledger.invalidAccount',
    ],
    [
      'an amount that is not Money',
      entry([
        { account: 'platform:fees:USDT', amount: '1' as never },
        { account: 'platform:deposit-clearing:USDT', amount: usdt('-1') },
      ]),
      'ledger.invalidAmount',
    ],
    [
      'no id',
      entry(
        [
          { account: 'platform:fees:USDT', amount: usdt('1') },
          { account: 'platform:deposit-clearing:USDT', amount: usdt('-1') },
        ],
        { id: '' },
      ),
      'ledger.invalidEntry',
    ],
    [
      'a time that is not ISO',
      entry(
        [
          { account: 'platform:fees:USDT', amount: usdt('1') },
          { account: 'platform:deposit-clearing:USDT', amount: usdt('-1') },
        ],
        { at: '1 Jan 2025' },
      ),
      'ledger.invalidEntry',
    ],
    [
      'an impossible date',
      entry(
        [
          { account: 'platform:fees:USDT', amount: usdt('1') },
          { account: 'platform:deposit-clearing:USDT', amount: usdt('-1') },
        ],
        { at: '2025-13-45T00:00:00Z' },
      ),
      'ledger.invalidEntry',
    ],
  ])('refuses %s', (_label, bad, expected) => {
    expect(code(bad)).toBe(expected);
  });
});

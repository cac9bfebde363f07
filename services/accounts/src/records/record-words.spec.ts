import { LANGUAGES, say, type Lang } from '@meridian/http';
import { describeCoreRecord, describeLedgerEntry, type RecordWords } from './record-words';

const names = { coin: (code: string) => (code === 'NOVA' ? 'Nova Coin (NOVA)' : code) };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const id = '5b0f9c2e-8d1a-4c3b-9e7f-2a6d4c8b1e90';

/** Every entry the funding ledger writes for a customer, as the code writes its id and memo. */
const LEDGER_ENTRIES: { entryId: string; memo: string; amount: string; type: string }[] = [
  { entryId: `deposit:${id}`, memo: 'Deposit USDT TRC20', amount: '100', type: 'deposit' },
  { entryId: `transfer:${id}`, memo: 'Transfer bba → bb', amount: '-100', type: 'transfer_out' },
  { entryId: `transfer:${id}`, memo: 'Transfer bb → bba', amount: '100', type: 'transfer_in' },
  { entryId: 'legacy-trading-account:hya', memo: 'Transfer hya → bba', amount: '100', type: 'transfer_in' },
  { entryId: `demo-funding:${id}`, memo: 'Demo account funding', amount: '100', type: 'demo_grant' },
  { entryId: `hold-placed:withdrawal-${id}`, memo: 'Withdrawal USDT', amount: '-100', type: 'withdrawal' },
  {
    entryId: `hold-voided:withdrawal-${id}`,
    memo: 'Withdrawal rejected: Address is on a sanctions list',
    amount: '100',
    type: 'withdrawal_refund',
  },
  { entryId: `hold-placed:earn-${id}`, memo: 'Earn custody', amount: '-100', type: 'earn_custody' },
  { entryId: `earn-yield-${id}-3`, memo: 'Earn yield, day 3', amount: '1', type: 'earn_yield' },
  { entryId: `hold-posted:earn-${id}`, memo: 'Earn redemption', amount: '99', type: 'earn_redemption' },
  { entryId: `hold-voided:earn-${id}`, memo: 'Earn order ended', amount: '100', type: 'earn_maturity' },
  { entryId: `hold-placed:sub-${id}`, memo: 'New-coin subscription', amount: '-100', type: 'subscription_hold' },
  { entryId: `hold-posted:sub-${id}`, memo: 'New-coin subscription allotted', amount: '40', type: 'subscription_refund' },
  { entryId: `hold-voided:sub-${id}`, memo: 'Subscription not allotted', amount: '100', type: 'subscription_refund' },
  { entryId: `subscription-release-${id}`, memo: 'NOVA released after the lock-up', amount: '10', type: 'subscription_release' },
  { entryId: `loan-disbursement-${id}`, memo: 'Loan disbursement', amount: '1000', type: 'loan_disbursement' },
  { entryId: `loan-repayment-${id}`, memo: 'Loan repayment', amount: '-1000', type: 'loan_repayment' },
  { entryId: `etf-buy-${id}`, memo: 'ETF purchase', amount: '-100', type: 'etf_purchase' },
  { entryId: `etf-sale-${id}`, memo: 'ETF sale', amount: '100', type: 'etf_sale' },
  { entryId: `hold-posted:c2c-${id}-1`, memo: `C2C purchase ${id}`, amount: '500', type: 'c2c_purchase' },
  { entryId: `sign-in-reward-${id}`, memo: 'Daily sign-in reward', amount: '0.1', type: 'sign_in_reward' },
  { entryId: `referral-commission-${id}-1`, memo: 'Referral commission', amount: '0.2', type: 'referral_commission' },
  { entryId: `referral-clawback-${id}-1`, memo: 'Referral commission taken back', amount: '-0.2', type: 'referral_clawback' },
];

const CORE_RECORDS: { type: string; account: string; symbol: string | null; side: string | null }[] = [
  { type: 'transfer_in', account: 'bb', symbol: null, side: null },
  { type: 'transfer_out', account: 'hy', symbol: null, side: null },
  { type: 'spot_order', account: 'bb', symbol: 'BTCUSDT', side: 'buy' },
  { type: 'spot_trade', account: 'bb', symbol: 'ETHUSDT', side: 'sell' },
  { type: 'spot_order_refund', account: 'bb', symbol: 'BTCUSDT', side: 'buy' },
  { type: 'margin', account: 'hy', symbol: 'BTCUSDT', side: 'long' },
  { type: 'realized_pnl', account: 'jg1', symbol: 'EURUSD', side: 'short' },
  { type: 'financing', account: 'jg1', symbol: 'XAUUSD', side: 'long' },
  { type: 'option_stake', account: 'jg', symbol: 'ETHUSDT', side: null },
  { type: 'option_payout', account: 'jg', symbol: 'ETHUSDT', side: null },
];

const written = (lang: Lang, words: RecordWords) => ({
  title: say(lang, words.title),
  description: words.description ? say(lang, words.description) : '',
});

describe('account records in the reader’s words', () => {
  it.each(LEDGER_ENTRIES)('names $entryId ($memo) as $type', ({ entryId, memo, amount, type }) => {
    const words = describeLedgerEntry(entryId, memo, amount, names);
    expect(words.type).toBe(type);
    expect(words.description).not.toBeNull();
  });

  it.each(CORE_RECORDS)('describes a core’s $type record by what it was about', (record) => {
    expect(describeCoreRecord(record.type, record.account, record).description).not.toBeNull();
  });

  // The walk's finding: a Thai customer read "Subscription release <uuid>" and "NOVA released after the lock-up".
  it('writes the coins released after a lock-up in Thai, naming the coin and no id', () => {
    const words = describeLedgerEntry(`subscription-release-${id}`, 'NOVA released after the lock-up', '10', names);
    expect(written('ty', words)).toEqual({ title: 'ปล่อยเหรียญใหม่', description: 'ปล่อย Nova Coin (NOVA) หลังครบระยะล็อก' });
    expect(written('en', words)).toEqual({ title: 'New coins released', description: 'Nova Coin (NOVA) released after the lock-up' });
  });

  it('keeps the staff member’s reason as written inside a translated sentence', () => {
    const words = describeLedgerEntry(`hold-voided:withdrawal-${id}`, 'Withdrawal rejected: Address is on a sanctions list', '100', names);
    expect(written('jp', words).description).toBe('出金が却下されました：Address is on a sanctions list。金額は資金口座に戻りました。');
  });

  it('names accounts and markets as the customer app does', () => {
    expect(written('en', describeLedgerEntry(`transfer:${id}`, 'Transfer bba → bb', '-1', names)).description).toBe('Funding → Spot');
    expect(written('xby', describeLedgerEntry(`transfer:${id}`, 'Transfer bba → bb', '-1', names)).description).toBe('Fondos → Spot');
    expect(written('en', describeLedgerEntry(`deposit:${id}`, 'Deposit USDT ERC20', '1', names)).description).toBe('Deposit USDT · ERC20');
    expect(written('zh', describeCoreRecord('spot_order', 'bb', { symbol: 'BTCUSDT', side: 'buy' }))).toEqual({
      title: '下单冻结',
      description: '买单 · BTC/USDT',
    });
  });

  it('calls an entry it does not know an adjustment, and shows no memo for it', () => {
    const words = describeLedgerEntry(`correction-${id}`, 'Some note an auditor wrote', '1', names);
    expect(words.type).toBe('adjustment');
    expect(words.description).toBeNull();
  });

  it('says every record in every language without an id, a placeholder or an English sentence', () => {
    const all = [
      ...LEDGER_ENTRIES.map((entry) => describeLedgerEntry(entry.entryId, entry.memo, entry.amount, names)),
      ...CORE_RECORDS.map((record) => describeCoreRecord(record.type, record.account, record)),
    ];
    const english = new Set(
      all
        .flatMap((words) => Object.values(written('en', words)))
        .filter((text) => /\p{L}{3,}/u.test(text.replace(/\b(?:USDT|ETF|BTC|ETH|NOVA|Nova Coin|TRC20|ERC20|Spot)\b/g, ''))),
    );
    const bad: string[] = [];
    for (const lang of Object.keys(LANGUAGES) as Lang[]) {
      for (const words of all) {
        for (const text of Object.values(written(lang, words))) {
          if (UUID.test(text) || /\{\w+\}/.test(text) || text.trim() === '') bad.push(`${lang}: "${text}"`);
          if (lang !== 'en' && english.has(text)) bad.push(`${lang}: "${text}" is English`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

import { parseLoanDueNoticedV1, parseOptionSettledV1, parsePositionLiquidatedV1 } from '@meridian/contracts';
import { renderInboxMessage } from '../inbox-render';
import { canMute, categoryOf } from './inbox-kinds';
import { draftFromC2cOrder, draftFromLiquidation, draftFromLoanNotice, draftFromOptionSettled, draftFromRewardPaid, draftsFromCustomerUpdate } from './inbox-sources';

const update = (overrides: object) => ({ customerId: 'c1', balances: [], deposits: [], withdrawals: [], spotOrders: [], ...overrides });

describe('what the inbox hears of other services', () => {
  it('tells a deposit credited at its final approval only, once per deposit', () => {
    const at = '2026-03-01T00:00:00.000Z';
    const credited = { customerId: 'c1', kind: 'depositCredited', params: { id: 'd1' }, key: 'depositCredited:d1' };
    expect(draftsFromCustomerUpdate({ at, updates: [update({ deposits: [{ id: 'd1', type: 'DepositApproved', final: true }] })] })).toEqual([credited]);
    // Four eyes: the first approval moves no money.
    expect(draftsFromCustomerUpdate({ at, updates: [update({ deposits: [{ id: 'd1', type: 'DepositApproved', final: false }] })] })).toEqual([]);
    // An approval recorded before the flag existed was the only one.
    expect(draftsFromCustomerUpdate({ at, updates: [update({ deposits: [{ id: 'd1', type: 'DepositApproved' }] })] })).toEqual([credited]);
    expect(draftsFromCustomerUpdate({ at, updates: [update({ balances: ['bba'], deposits: [{ id: 'd1', type: 'DepositRequested' }] })] })).toEqual([]);
  });

  it('tells withdrawals reviewed (approved at the final approval, once per withdrawal) and verifications decided at once', () => {
    const at = '2026-03-01T00:00:00.000Z';
    const drafts = draftsFromCustomerUpdate({
      at,
      updates: [
        update({ withdrawals: [{ id: 'w0', type: 'WithdrawalApproved', final: true }, { id: 'wx', type: 'WithdrawalApproved', final: false }, { id: 'w1', type: 'WithdrawalRejected' }], verifications: [{ tier: 'primary', status: 'approved' }] }),
        update({ customerId: 'c2', verifications: [{ tier: 'advanced', status: 'under_review' }, { tier: 'address', status: 'rejected' }] }),
      ],
    });
    expect(drafts).toEqual([
      { customerId: 'c1', kind: 'withdrawalApproved', params: { id: 'w0' }, key: 'withdrawalApproved:w0' },
      { customerId: 'c1', kind: 'withdrawalRejected', params: { id: 'w1' } },
      { customerId: 'c1', kind: 'verificationApproved', params: { tier: 'primary' } },
      { customerId: 'c2', kind: 'verificationRejected', params: { tier: 'address' } },
    ]);
  });

  it('tells C2C notices and sign-in rewards with what they are about', () => {
    const order = { customerId: 'c1', orderId: 'o1', status: 'rejected', amount: '100', fiat: 'HKD', fiatAmount: '780', expiresAt: null, at: 'x' };
    expect(draftFromC2cOrder({ ...order, notice: 'rejected', reason: 'Name differs' })).toEqual({
      customerId: 'c1',
      kind: 'c2cRejected',
      params: { orderId: 'o1', amount: '100', fiat: 'HKD', fiatAmount: '780', reason: 'Name differs' },
    });
    expect(draftFromC2cOrder({ ...order, notice: 'matched', reason: null }).kind).toBe('c2cMatched');
    expect(draftFromRewardPaid('c1', '0.100000', 2)).toEqual({ customerId: 'c1', kind: 'rewardPaid', params: { amount: '0.1', day: '2' } });
    expect(draftFromRewardPaid('c1', '1.000000', 7).params.amount).toBe('1');
  });

  it('tells an option settled by its result, once per option, with the instrument and what came back', () => {
    const settled = { outcomeId: 'option:o1', optionId: 'o1', customerId: 'c1', symbol: 'BTCUSDT', direction: 'rise', amount: '100.000000', payout: '185.000000', at: 'x' };
    const won = draftFromOptionSettled(parseOptionSettledV1({ ...settled, result: 'win' }));
    expect(won).toEqual({ customerId: 'c1', kind: 'optionWon', params: { optionId: 'o1', symbol: 'BTCUSDT', direction: 'rise', amount: '100', payout: '185' }, key: 'option:o1' });
    expect(draftFromOptionSettled(parseOptionSettledV1({ ...settled, result: 'loss', payout: '0.000000' })).kind).toBe('optionLost');
    expect(draftFromOptionSettled(parseOptionSettledV1({ ...settled, result: 'tie', payout: '100.000000' })).kind).toBe('optionRefunded');
    expect(draftFromOptionSettled(parseOptionSettledV1({ ...settled, result: 'refunded', payout: '100.000000' })).kind).toBe('optionRefunded');
    expect(() => parseOptionSettledV1({ ...settled, result: 'draw' })).toThrow('result');
    expect(renderInboxMessage('en', won.kind, won.params)).toEqual({ title: 'Option won', body: 'Your Rise option on BTCUSDT for 100 USDT won: 185 USDT was paid to your option account.' });
    expect(renderInboxMessage('zh', won.kind, won.params).body).toBe('您在 BTCUSDT 上 100 USDT 的看涨期权已盈利：185 USDT 已存入您的期权账户。');
  });

  it('tells a position liquidated, once per position, with its symbol and side', () => {
    const draft = draftFromLiquidation(
      parsePositionLiquidatedV1({ outcomeId: 'position:p1:liquidation', positionId: 'p1', customerId: 'c1', symbol: 'ETHUSDT', side: 'short', lots: '2.5', price: '3120.50', at: 'x' }),
    );
    expect(draft).toEqual({ customerId: 'c1', kind: 'positionLiquidated', params: { positionId: 'p1', symbol: 'ETHUSDT', side: 'short', lots: '2.5', price: '3120.5' }, key: 'position:p1:liquidation' });
    expect(renderInboxMessage('en', draft.kind, draft.params).body).toBe('Your short position of 2.50 lots on ETHUSDT was liquidated at 3,120.50.');
    expect(renderInboxMessage('jp', draft.kind, draft.params).title).toBe('ポジションが強制決済されました');
  });

  it('tells a loan due within a day and overdue, once per loan, notice and due date, and never lets them be muted', () => {
    const notice = { noticeId: 'loan:l1:dueSoon:2026-12-05T10:00:00.000Z', loanId: 'l1', customerId: 'c1', notice: 'dueSoon', dueAt: '2026-12-05T10:00:00.000Z', owed: '1003.000000', at: 'x' };
    const due = draftFromLoanNotice(parseLoanDueNoticedV1(notice));
    expect(due).toEqual({ customerId: 'c1', kind: 'loanDueSoon', params: { loanId: 'l1', dueAt: '2026-12-05T10:00:00.000Z', owed: '1003' }, key: notice.noticeId });
    expect(renderInboxMessage('en', due.kind, due.params).body).toBe('Your loan is due on 2026-12-05 10:00 UTC. Owed now: 1,003 USDT.');
    const overdue = draftFromLoanNotice(parseLoanDueNoticedV1({ ...notice, noticeId: 'loan:l1:overdue:x', notice: 'overdue', owed: '1013.000000' }));
    expect(overdue).toMatchObject({ kind: 'loanOverdue', key: 'loan:l1:overdue:x', params: { owed: '1013' } });
    for (const kind of ['optionWon', 'optionLost', 'optionRefunded', 'positionLiquidated', 'loanDueSoon', 'loanOverdue'] as const) expect(canMute(categoryOf(kind))).toBe(false);
  });
});

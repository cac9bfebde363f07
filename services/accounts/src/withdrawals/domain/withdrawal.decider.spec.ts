import { deciderSpec } from '@meridian/testing';
import { decideWithdrawal, evolveWithdrawal, withdrawalDecider, type WithdrawalEvent, type WithdrawalRequestedData } from './withdrawal.decider';

const spec = deciderSpec(decideWithdrawal, evolveWithdrawal, withdrawalDecider.initialState);
const now = '2026-11-21T06:00:00.000Z';
const request: WithdrawalRequestedData = {
  withdrawalId: 'w-1',
  customerId: 'c-1',
  method: 'crypto',
  coin: 'USDT',
  chain: 'ERC20',
  address: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
  memo: null,
  bank: null,
  amount: '200.000000',
  fee: '10.000000',
  receive: '190.000000',
  holdId: 'withdrawal-w-1',
  dualApproval: false,
  reviewHoldUntil: null,
  at: '2026-11-21T05:00:00.000Z',
};
const requested: WithdrawalEvent = { type: 'WithdrawalRequested', data: request };
const dual: WithdrawalEvent = { type: 'WithdrawalRequested', data: { ...request, dualApproval: true } };
const approve = (staffId: string) => ({ type: 'ApproveWithdrawal' as const, data: { staffId, note: '' }, metadata: { now } });
const reject = (staffId: string, reason = 'suspicious') => ({ type: 'RejectWithdrawal' as const, data: { staffId, reason }, metadata: { now } });

describe('withdrawal decider', () => {
  it('completes on one approval below the dual-approval amount', () =>
    spec.given([requested]).when(approve('fin-1')).then([{ type: 'WithdrawalApproved', data: { staffId: 'fin-1', note: '', final: true, at: now } }]));

  it('needs a second, different approver above it', () => {
    spec.given([dual]).when(approve('fin-1')).then([{ type: 'WithdrawalApproved', data: { staffId: 'fin-1', note: '', final: false, at: now } }]);
    const first: WithdrawalEvent = { type: 'WithdrawalApproved', data: { staffId: 'fin-1', note: '', final: false, at: now } };
    spec.given([dual, first]).when(approve('fin-1')).thenThrows('review.sameApprover');
    spec.given([dual, first]).when(approve('fin-2')).then([{ type: 'WithdrawalApproved', data: { staffId: 'fin-2', note: '', final: true, at: now } }]);
  });

  it('refuses approving twice, approving after a rejection and rejecting after completion', () => {
    const done: WithdrawalEvent = { type: 'WithdrawalApproved', data: { staffId: 'fin-1', note: '', final: true, at: now } };
    const rejected: WithdrawalEvent = { type: 'WithdrawalRejected', data: { staffId: 'fin-1', reason: 'x', at: now } };
    spec.given([requested, done]).when(approve('fin-2')).thenThrows('review.notPending');
    spec.given([requested, rejected]).when(approve('fin-2')).thenThrows('review.notPending');
    spec.given([requested, done]).when(reject('fin-2')).thenThrows('review.notPending');
  });

  it('asks for a reason to reject', () => spec.given([requested]).when(reject('fin-1', '  ')).thenThrows('review.reasonRequired'));

  it('refuses an approval during the review hold after a security change', () =>
    spec.given([{ type: 'WithdrawalRequested', data: { ...request, reviewHoldUntil: '2026-11-22T00:00:00.000Z' } }]).when(approve('fin-1')).thenThrows('review.securityHold'));
});

describe('the security hold asked again at approval', () => {
  const approveHeld = (until: string | null) => ({ type: 'ApproveWithdrawal' as const, data: { staffId: 'fin-1', note: '', securityHoldUntil: until }, metadata: { now } });

  it('refuses an approval while identity reports a recent security change, though the request had no hold', () =>
    spec.given([requested]).when(approveHeld('2026-11-22T06:00:00.000Z')).thenThrows('review.securityHold'));

  it('approves once that hold has passed, and does not store it in the event', () =>
    spec.given([requested]).when(approveHeld('2026-11-21T05:59:59.000Z')).then([{ type: 'WithdrawalApproved', data: { staffId: 'fin-1', note: '', final: true, at: now } }]));
});

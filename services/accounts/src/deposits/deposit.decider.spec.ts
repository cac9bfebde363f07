import { deciderSpec } from '@meridian/testing';
import { decideDeposit, depositDecider, evolveDeposit, type DepositEvent, type DepositRequestedData } from './deposit.decider';

const spec = deciderSpec(decideDeposit, evolveDeposit, depositDecider.initialState);
const now = '2026-11-21T06:00:00.000Z';
const { at: _at, ...request }: DepositRequestedData = {
  depositId: 'd-1',
  customerId: 'c-1',
  coin: 'USDT',
  chain: 'ERC20',
  amount: '10.000000',
  txHash: '0xabc',
  remark: '',
  proof: null,
  at: now,
};
const requested: DepositEvent = { type: 'DepositRequested', data: { ...request, at: now } };

describe('deposit decider', () => {
  it('needs a proof image or a transaction hash', () =>
    spec.given([]).when({ type: 'RequestDeposit', data: { ...request, txHash: null }, metadata: { now } }).thenThrows('deposit.proofRequired'));

  it('completes once, and never after a rejection', () => {
    spec.given([requested]).when({ type: 'ApproveDeposit', data: { staffId: 's', note: 'ok' }, metadata: { now } }).then([{ type: 'DepositApproved', data: { staffId: 's', note: 'ok', at: now } }]);
    const approved: DepositEvent = { type: 'DepositApproved', data: { staffId: 's', note: 'ok', at: now } };
    const rejected: DepositEvent = { type: 'DepositRejected', data: { staffId: 's', reason: 'no', at: now } };
    spec.given([requested, approved]).when({ type: 'ApproveDeposit', data: { staffId: 't', note: '' }, metadata: { now } }).thenThrows('review.notPending');
    spec.given([requested, rejected]).when({ type: 'ApproveDeposit', data: { staffId: 't', note: '' }, metadata: { now } }).thenThrows('review.notPending');
  });

  it('asks for a reason to reject', () =>
    spec.given([requested]).when({ type: 'RejectDeposit', data: { staffId: 's', reason: '' }, metadata: { now } }).thenThrows('review.reasonRequired'));
});

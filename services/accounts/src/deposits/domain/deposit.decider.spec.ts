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

  const approve = (staffId: string, dualApproval = false) => ({ type: 'ApproveDeposit' as const, data: { staffId, note: 'ok', dualApproval }, metadata: { now } });
  const approvedBy = (staffId: string, final: boolean): DepositEvent => ({ type: 'DepositApproved', data: { staffId, note: 'ok', final, at: now } });
  const rejected: DepositEvent = { type: 'DepositRejected', data: { staffId: 's', reason: 'no', at: now } };

  it('completes once, and never after a rejection', () => {
    spec.given([requested]).when(approve('s')).then([approvedBy('s', true)]);
    spec.given([requested, approvedBy('s', true)]).when(approve('t')).thenThrows('review.notPending');
    spec.given([requested, rejected]).when(approve('t')).thenThrows('review.notPending');
  });

  it('reads an approval recorded before four eyes (no `final`) as the completing one', () => {
    const legacy: DepositEvent = { type: 'DepositApproved', data: { staffId: 's', note: 'ok', at: now } };
    expect(evolveDeposit(evolveDeposit(depositDecider.initialState(), requested), legacy).status).toBe('completed');
  });

  describe('above the dual-approval threshold', () => {
    it('the first approval leaves it approving, with nothing credited yet', () => spec.given([requested]).when(approve('s', true)).then([approvedBy('s', false)]));

    it('a second, different staff member completes it', () => spec.given([requested, approvedBy('s', false)]).when(approve('t', true)).then([approvedBy('t', true)]));

    it('the same staff member cannot approve twice', () => spec.given([requested, approvedBy('s', false)]).when(approve('s', true)).thenThrows('review.sameApprover'));

    it('still needs the second approval when the threshold was raised in between', () =>
      spec.given([requested, approvedBy('s', false)]).when(approve('s', false)).thenThrows('review.sameApprover'));

    it('a rejection after the first approval ends it; no approval after that', () => {
      spec.given([requested, approvedBy('s', false)]).when({ type: 'RejectDeposit', data: { staffId: 't', reason: 'proof is a 1x1 image' }, metadata: { now } }).then([
        { type: 'DepositRejected', data: { staffId: 't', reason: 'proof is a 1x1 image', at: now } },
      ]);
      spec.given([requested, approvedBy('s', false), rejected]).when(approve('t', true)).thenThrows('review.notPending');
    });
  });

  it('asks for a reason to reject', () =>
    spec.given([requested]).when({ type: 'RejectDeposit', data: { staffId: 's', reason: '' }, metadata: { now } }).thenThrows('review.reasonRequired'));
});

import { deciderSpec } from '@meridian/testing';
import { controlProposalDecider, decideControlProposal, evolveControlProposal, fieldsToApply, proposedValue, type ControlChangeProposedData, type ControlProposalEvent } from './control-proposal';

const spec = deciderSpec(decideControlProposal, evolveControlProposal, controlProposalDecider.initialState);
const now = '2026-11-27T10:00:00.000Z';
const meta = { now };
const { at: _at, ...proposal }: ControlChangeProposedData = {
  proposalId: 'p-1',
  service: 'accounts',
  setting: 'withdrawal-rules',
  settingId: 'default',
  proposerId: 'alice',
  proposerName: 'alice@example.com',
  reason: 'month-end volume',
  before: { dualApprovalAboveUsdt: '10000', reviewHoldHours: 24 },
  after: { dualApprovalAboveUsdt: '1000000', reviewHoldHours: 24 },
  fields: ['dualApprovalAboveUsdt'],
  confirmRoles: ['admin', 'finance'],
  at: now,
};
const proposed: ControlProposalEvent = { type: 'ControlChangeProposed', data: { ...proposal, at: now } };
const confirm = (staffId: string, roles: string[] = ['finance'], current: Record<string, unknown> = proposal.before) =>
  ({ type: 'ConfirmControlChange' as const, data: { staffId, staffName: `${staffId}@example.com`, roles, current }, metadata: meta });

describe('control-change proposal', () => {
  it('is proposed with who, why, before and after', () => spec.given([]).when({ type: 'ProposeControlChange', data: proposal, metadata: meta }).then([proposed]));

  it('needs a reason and something to confirm', () => {
    spec.given([]).when({ type: 'ProposeControlChange', data: { ...proposal, reason: '  ' }, metadata: meta }).thenThrows('review.reasonRequired');
    spec.given([]).when({ type: 'ProposeControlChange', data: { ...proposal, fields: [] }, metadata: meta }).thenThrows('proposal.nothingToConfirm');
  });

  it('is confirmed by a second staff member of a confirming role, with their id', () =>
    spec.given([proposed]).when(confirm('bob')).then([{ type: 'ControlChangeConfirmed', data: { confirmerId: 'bob', confirmerName: 'bob@example.com', at: now, recordsApplication: true } }]));

  it('the proposer cannot confirm their own proposal', () => spec.given([proposed]).when(confirm('alice', ['admin'])).thenThrows('proposal.sameStaff'));

  it('a role that may not confirm cannot', () => spec.given([proposed]).when(confirm('carol', ['support'])).thenThrows('proposal.roleNotAllowed'));

  it('is stale when the setting moved since the proposal', () =>
    spec.given([proposed]).when(confirm('bob', ['finance'], { dualApprovalAboveUsdt: '5000', reviewHoldHours: 24 })).thenThrows('proposal.stale'));

  it('is confirmed once, and not after a rejection or a withdrawal', () => {
    const confirmed: ControlProposalEvent = { type: 'ControlChangeConfirmed', data: { confirmerId: 'bob', confirmerName: 'bob@example.com', at: now } };
    spec.given([proposed, confirmed]).when(confirm('carol')).thenThrows('review.notPending');
    const rejected: ControlProposalEvent = { type: 'ControlChangeRejected', data: { staffId: 'bob', staffName: 'bob@example.com', reason: 'no', at: now } };
    spec.given([proposed, rejected]).when(confirm('carol')).thenThrows('review.notPending');
  });

  it('another staff member rejects it with a reason; the proposer withdraws it', () => {
    spec.given([proposed]).when({ type: 'RejectControlChange', data: { staffId: 'bob', staffName: 'bob@example.com', reason: ' too loose ' }, metadata: meta }).then([
      { type: 'ControlChangeRejected', data: { staffId: 'bob', staffName: 'bob@example.com', reason: 'too loose', at: now } },
    ]);
    spec.given([proposed]).when({ type: 'RejectControlChange', data: { staffId: 'bob', staffName: 'b', reason: '' }, metadata: meta }).thenThrows('review.reasonRequired');
    spec.given([proposed]).when({ type: 'RejectControlChange', data: { staffId: 'alice', staffName: 'a', reason: 'x' }, metadata: meta }).thenThrows('proposal.sameStaff');
    spec.given([proposed]).when({ type: 'RejectControlChange', data: { staffId: 'carol', staffName: 'c', reason: 'x', roles: ['compliance'] }, metadata: meta }).thenThrows('proposal.roleMayNotReject');
    spec.given([proposed]).when({ type: 'RejectControlChange', data: { staffId: 'bob', staffName: 'b', reason: 'x', roles: ['finance'] }, metadata: meta }).then([
      { type: 'ControlChangeRejected', data: { staffId: 'bob', staffName: 'b', reason: 'x', at: now } },
    ]);
    spec.given([proposed]).when({ type: 'WithdrawControlChange', data: { staffId: 'alice', staffName: 'a', reason: 'typo' }, metadata: meta }).then([
      { type: 'ControlChangeWithdrawn', data: { staffId: 'alice', staffName: 'a', reason: 'typo', at: now } },
    ]);
    spec.given([proposed]).when({ type: 'WithdrawControlChange', data: { staffId: 'bob', staffName: 'b', reason: 'x' }, metadata: meta }).thenThrows('proposal.onlyProposerWithdraws');
  });

  describe('once confirmed, what became of the change', () => {
    const confirmed: ControlProposalEvent = { type: 'ControlChangeConfirmed', data: { confirmerId: 'bob', confirmerName: 'bob@example.com', at: now, recordsApplication: true } };
    const settle = (current: Record<string, unknown>, recovered = false) => ({ type: 'SettleControlChange' as const, data: { current, recovered }, metadata: meta });
    const applied = { dualApprovalAboveUsdt: '1000000', reviewHoldHours: 24 };

    it('is applied once the setting holds the proposed value', () => {
      spec.given([proposed, confirmed]).when(settle(applied)).then([{ type: 'ControlChangeApplied', data: { at: now, recovered: false } }]);
      spec.given([proposed, confirmed]).when(settle({ ...applied, reviewHoldHours: 48 }, true)).then([{ type: 'ControlChangeApplied', data: { at: now, recovered: true } }]);
    });

    it('lapses when the setting moved to a third value before the change could apply', () =>
      spec.given([proposed, confirmed]).when(settle({ dualApprovalAboveUsdt: '5000', reviewHoldHours: 24 }, true)).then([
        { type: 'ControlChangeLapsed', data: { fields: ['dualApprovalAboveUsdt'], at: now } },
      ]));

    it('cannot be settled before the change applied, twice, or when it was never confirmed', () => {
      const early = [proposed, confirmed].reduce(evolveControlProposal, controlProposalDecider.initialState());
      expect(() => decideControlProposal(settle(proposal.before), early)).toThrow('settled before dualApprovalAboveUsdt applied');
      spec.given([proposed, confirmed, { type: 'ControlChangeApplied', data: { at: now, recovered: false } }]).when(settle(applied)).thenThrows('review.notPending');
      spec.given([proposed]).when(settle(applied)).thenThrows('review.notPending');
    });

    it('a confirmation recorded before applications were is never settled again', () => {
      const legacy: ControlProposalEvent = { type: 'ControlChangeConfirmed', data: { confirmerId: 'bob', confirmerName: 'bob@example.com', at: now } };
      expect([proposed, legacy].reduce(evolveControlProposal, controlProposalDecider.initialState()).application).toBe('unrecorded');
      spec.given([proposed, legacy]).when(settle(applied)).thenThrows('review.notPending');
    });

    it('is due from the confirmation until it is settled', () => {
      const fold = (events: ControlProposalEvent[]) => events.reduce(evolveControlProposal, controlProposalDecider.initialState());
      expect(fold([proposed]).application).toBe('none');
      expect(fold([proposed, confirmed]).application).toBe('due');
      expect(fold([proposed, confirmed, { type: 'ControlChangeApplied', data: { at: now, recovered: true } }])).toMatchObject({ application: 'applied', appliedAt: now, appliedOnRecovery: true });
      expect(fold([proposed, confirmed, { type: 'ControlChangeLapsed', data: { fields: ['dualApprovalAboveUsdt'], at: now } }])).toMatchObject({ application: 'lapsed', lapsedFields: ['dualApprovalAboveUsdt'] });
    });

    it('tells which fields still wait and which moved', () => {
      const full = { ...proposal, at: now };
      expect(fieldsToApply(full, proposal.before)).toEqual({ due: ['dualApprovalAboveUsdt'], moved: [] });
      expect(fieldsToApply(full, applied)).toEqual({ due: [], moved: [] });
      expect(fieldsToApply(full, { dualApprovalAboveUsdt: '7', reviewHoldHours: 24 })).toEqual({ due: [], moved: ['dualApprovalAboveUsdt'] });
    });
  });

  it('applies only its own fields on top of the setting as it stands', () =>
    expect(proposedValue({ ...proposal, at: now }, { dualApprovalAboveUsdt: '10000', reviewHoldHours: 48 })).toEqual({ dualApprovalAboveUsdt: '1000000', reviewHoldHours: 48 }));
});

import { DomainError } from '../domain-error';
import { canonicalJson } from './control-change';

/**
 * A change that loosens a control, waiting for a second staff member (DESIGN.md invariant 10). The
 * proposal names the setting, the value it applies to (`before`) and the value asked for (`after`);
 * only `fields` change when it is confirmed. The proposer cannot confirm it; anyone of `confirmRoles`
 * but the proposer can; the proposer may withdraw it and anyone else may reject it, each with a reason.
 */
export interface ControlChangeProposedData {
  proposalId: string;
  /** The service that owns the setting (accounts, trading, earn, kyc). */
  service: string;
  /** The setting kind and its id, e.g. `withdrawal-rules` and `default`. */
  setting: string;
  settingId: string;
  proposerId: string;
  /** How the audit names the proposer (their e-mail at the time), beside the id. */
  proposerName: string;
  reason: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  fields: string[];
  confirmRoles: string[];
  at: string;
}

export type ControlProposalEvent =
  | { type: 'ControlChangeProposed'; data: ControlChangeProposedData }
  | { type: 'ControlChangeConfirmed'; data: { confirmerId: string; confirmerName: string; at: string } }
  | { type: 'ControlChangeRejected'; data: { staffId: string; staffName: string; reason: string; at: string } }
  | { type: 'ControlChangeWithdrawn'; data: { staffId: string; staffName: string; reason: string; at: string } };

type Meta = { now: string };
export type ControlProposalCommand =
  | { type: 'ProposeControlChange'; data: Omit<ControlChangeProposedData, 'at'>; metadata: Meta }
  /** `current`: the setting as it stands now; the proposal's fields must still hold their `before` values. */
  | { type: 'ConfirmControlChange'; data: { staffId: string; staffName: string; roles: readonly string[]; current: Record<string, unknown> }; metadata: Meta }
  | { type: 'RejectControlChange'; data: { staffId: string; staffName: string; reason: string }; metadata: Meta }
  | { type: 'WithdrawControlChange'; data: { staffId: string; staffName: string; reason: string }; metadata: Meta };

export type ControlProposalStatus = 'none' | 'pending' | 'confirmed' | 'rejected' | 'withdrawn';

export interface ControlProposal {
  status: ControlProposalStatus;
  proposal: ControlChangeProposedData | null;
  /** Who confirmed, rejected or withdrew it, why and when. */
  decidedBy: string | null;
  decidedByName: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
}

export const controlProposalStream = (service: string, proposalId: string) => `control-proposal-${service}-${proposalId}`;
export const controlProposalStreamPrefix = (service: string) => `control-proposal-${service}-`;

/** The setting with the proposal's fields applied on top of `current`. */
export function proposedValue<T extends Record<string, unknown>>(proposal: ControlChangeProposedData, current: T): T {
  const next: Record<string, unknown> = { ...current };
  for (const field of proposal.fields) next[field] = proposal.after[field];
  return next as T;
}

export function decideControlProposal(command: ControlProposalCommand, state: ControlProposal): ControlProposalEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'ProposeControlChange': {
      if (state.status !== 'none') throw new DomainError('request.replayed');
      const reason = command.data.reason.trim();
      if (reason === '') throw new DomainError('review.reasonRequired');
      if (command.data.fields.length === 0) throw new DomainError('proposal.nothingToConfirm');
      return [{ type: 'ControlChangeProposed', data: { ...command.data, reason, fields: [...command.data.fields].sort(), at } }];
    }
    case 'ConfirmControlChange': {
      const proposal = pendingProposal(state);
      if (command.data.staffId === proposal.proposerId) throw new DomainError('proposal.sameStaff');
      if (!command.data.roles.some((role) => proposal.confirmRoles.includes(role))) throw new DomainError('proposal.roleNotAllowed');
      const moved = proposal.fields.filter((field) => canonicalJson(command.data.current[field]) !== canonicalJson(proposal.before[field]));
      if (moved.length > 0) throw new DomainError('proposal.stale', { fields: moved.join(', ') });
      return [{ type: 'ControlChangeConfirmed', data: { confirmerId: command.data.staffId, confirmerName: command.data.staffName, at } }];
    }
    case 'RejectControlChange':
    case 'WithdrawControlChange': {
      const proposal = pendingProposal(state);
      const reason = command.data.reason.trim();
      if (reason === '') throw new DomainError('review.reasonRequired');
      const byProposer = command.data.staffId === proposal.proposerId;
      if (command.type === 'WithdrawControlChange') {
        if (!byProposer) throw new DomainError('proposal.onlyProposerWithdraws');
        return [{ type: 'ControlChangeWithdrawn', data: { staffId: command.data.staffId, staffName: command.data.staffName, reason, at } }];
      }
      if (byProposer) throw new DomainError('proposal.sameStaff');
      return [{ type: 'ControlChangeRejected', data: { staffId: command.data.staffId, staffName: command.data.staffName, reason, at } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function pendingProposal(state: ControlProposal): ControlChangeProposedData {
  if (state.status !== 'pending' || !state.proposal) throw new DomainError('review.notPending');
  return state.proposal;
}

export function evolveControlProposal(state: ControlProposal, event: ControlProposalEvent): ControlProposal {
  switch (event.type) {
    case 'ControlChangeProposed':
      return { status: 'pending', proposal: event.data, decidedBy: null, decidedByName: null, decisionReason: null, decidedAt: null };
    case 'ControlChangeConfirmed':
      return { ...state, status: 'confirmed', decidedBy: event.data.confirmerId, decidedByName: event.data.confirmerName, decidedAt: event.data.at };
    case 'ControlChangeRejected':
      return { ...state, status: 'rejected', decidedBy: event.data.staffId, decidedByName: event.data.staffName, decisionReason: event.data.reason, decidedAt: event.data.at };
    case 'ControlChangeWithdrawn':
      return { ...state, status: 'withdrawn', decidedBy: event.data.staffId, decidedByName: event.data.staffName, decisionReason: event.data.reason, decidedAt: event.data.at };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

// Typed by shape, not as `Decider` from this package's index: importing it would make a cycle.
export const controlProposalDecider = {
  decide: decideControlProposal,
  evolve: evolveControlProposal,
  initialState: (): ControlProposal => ({ status: 'none', proposal: null, decidedBy: null, decidedByName: null, decisionReason: null, decidedAt: null }),
};

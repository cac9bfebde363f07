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
  /**
   * `recordsApplication`: the change's application is recorded on this stream (`ControlChangeApplied`
   * or `ControlChangeLapsed`). Confirmations written before that was recorded lack it: whether they
   * applied is told by the setting's own history only, so nothing re-applies them.
   */
  | { type: 'ControlChangeConfirmed'; data: { confirmerId: string; confirmerName: string; at: string; recordsApplication?: true } }
  /** The confirmed change is in force; `recovered`: applied (or found applied) after the confirmation was cut short (at the service's start, or when confirmed again). */
  | { type: 'ControlChangeApplied'; data: { at: string; recovered: boolean } }
  /** The confirmed change never applied, and the setting moved since: `fields` hold neither their value before nor the one proposed. */
  | { type: 'ControlChangeLapsed'; data: { fields: string[]; at: string } }
  | { type: 'ControlChangeRejected'; data: { staffId: string; staffName: string; reason: string; at: string } }
  | { type: 'ControlChangeWithdrawn'; data: { staffId: string; staffName: string; reason: string; at: string } };

type Meta = { now: string };
export type ControlProposalCommand =
  | { type: 'ProposeControlChange'; data: Omit<ControlChangeProposedData, 'at'>; metadata: Meta }
  /** `current`: the setting as it stands now; the proposal's fields must still hold their `before` values. */
  | { type: 'ConfirmControlChange'; data: { staffId: string; staffName: string; roles: readonly string[]; current: Record<string, unknown> }; metadata: Meta }
  /** `roles`: the rejecter's, when the route lets more roles in than the proposal's `confirmRoles` (one route serves several settings). */
  | { type: 'RejectControlChange'; data: { staffId: string; staffName: string; reason: string; roles?: readonly string[] }; metadata: Meta }
  | { type: 'WithdrawControlChange'; data: { staffId: string; staffName: string; reason: string }; metadata: Meta }
  /**
   * Records what became of a confirmed change, from the setting as it stands (`current`) once the
   * change was applied: every field at its proposed value, applied; a field at neither its value
   * before nor the proposed one, lapsed (someone changed the setting in between). `recovered`: settled
   * after the confirmation was cut short between its record and the application (at the service's
   * start, or when a staff member confirms it again).
   */
  | { type: 'SettleControlChange'; data: { current: Record<string, unknown>; recovered: boolean }; metadata: Meta };

export type ControlProposalStatus = 'none' | 'pending' | 'confirmed' | 'rejected' | 'withdrawn';

/**
 * Whether a confirmed change is in force: `due` from the confirmation until it is applied (a crash in
 * between leaves it due, and the service applies it when it starts again), then `applied`, or `lapsed`
 * when the setting moved before it could apply. `unrecorded`: confirmed before applications were
 * recorded. `none` until confirmed.
 */
export type ControlApplication = 'none' | 'due' | 'applied' | 'lapsed' | 'unrecorded';
export interface ControlProposal {
  status: ControlProposalStatus;
  proposal: ControlChangeProposedData | null;
  /** Who confirmed, rejected or withdrew it, why and when. */
  decidedBy: string | null;
  decidedByName: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
  application: ControlApplication;
  appliedAt: string | null;
  /** Applied (or found in force) after the confirmation was cut short, not by the confirmation itself. */
  appliedOnRecovery: boolean;
  /** The fields that had moved when a due change lapsed. */
  lapsedFields: string[];
}

export const controlProposalStream = (service: string, proposalId: string) => `control-proposal-${service}-${proposalId}`;
export const controlProposalStreamPrefix = (service: string) => `control-proposal-${service}-`;

/**
 * Where a confirmed proposal's fields stand in `current`: `due` still hold the value they were proposed
 * on (the change has not applied), `moved` hold neither that nor the proposed value. Fields at their
 * proposed value are neither.
 */
export function fieldsToApply(proposal: ControlChangeProposedData, current: Record<string, unknown>): { due: string[]; moved: string[] } {
  const due: string[] = [];
  const moved: string[] = [];
  for (const field of proposal.fields) {
    const now = canonicalJson(current[field]);
    if (now === canonicalJson(proposal.after[field])) continue;
    if (now === canonicalJson(proposal.before[field])) due.push(field);
    else moved.push(field);
  }
  return { due, moved };
}

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
      return [{ type: 'ControlChangeConfirmed', data: { confirmerId: command.data.staffId, confirmerName: command.data.staffName, at, recordsApplication: true } }];
    }
    case 'SettleControlChange': {
      if (state.status !== 'confirmed' || state.application !== 'due' || !state.proposal) throw new DomainError('review.notPending');
      const { due, moved } = fieldsToApply(state.proposal, command.data.current);
      if (moved.length > 0) return [{ type: 'ControlChangeLapsed', data: { fields: moved, at } }];
      // Not a refusal a person meets: the service applies the change before it settles it.
      if (due.length > 0) throw new Error(`proposal ${state.proposal.proposalId} settled before ${due.join(', ')} applied`);
      return [{ type: 'ControlChangeApplied', data: { at, recovered: command.data.recovered } }];
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
      if (command.data.roles && !command.data.roles.some((role) => proposal.confirmRoles.includes(role))) throw new DomainError('proposal.roleMayNotReject');
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
      return { ...initialControlProposal(), status: 'pending', proposal: event.data };
    case 'ControlChangeConfirmed':
      return {
        ...state,
        status: 'confirmed',
        decidedBy: event.data.confirmerId,
        decidedByName: event.data.confirmerName,
        decidedAt: event.data.at,
        application: event.data.recordsApplication ? 'due' : 'unrecorded',
      };
    case 'ControlChangeApplied':
      return { ...state, application: 'applied', appliedAt: event.data.at, appliedOnRecovery: event.data.recovered };
    case 'ControlChangeLapsed':
      return { ...state, application: 'lapsed', lapsedFields: event.data.fields };
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

function initialControlProposal(): ControlProposal {
  return {
    status: 'none',
    proposal: null,
    decidedBy: null,
    decidedByName: null,
    decisionReason: null,
    decidedAt: null,
    application: 'none',
    appliedAt: null,
    appliedOnRecovery: false,
    lapsedFields: [],
  };
}

// Typed by shape, not as `Decider` from this package's index: importing it would make a cycle.
export const controlProposalDecider = {
  decide: decideControlProposal,
  evolve: evolveControlProposal,
  initialState: initialControlProposal,
};

import { DomainError, type ControlProposal } from '@meridian/decider';
import type { StaffPrincipal } from '@meridian/runtime';
import { AppError } from '../app-error';
import type { MessageKey } from '../i18n/message-keys';

/** A proposal as the back office lists it: who proposed, why, what changes, and who decided. */
export function proposalView(state: ControlProposal) {
  const p = state.proposal!;
  return {
    id: p.proposalId,
    service: p.service,
    setting: p.setting,
    setting_id: p.settingId,
    status: state.status,
    fields: p.fields,
    before: Object.fromEntries(p.fields.map((f) => [f, p.before[f] ?? null])),
    after: Object.fromEntries(p.fields.map((f) => [f, p.after[f] ?? null])),
    reason: p.reason,
    proposer_id: p.proposerId,
    proposer_name: p.proposerName,
    proposed_at: p.at,
    confirm_roles: p.confirmRoles,
    decided_by: state.decidedBy,
    decided_by_name: state.decidedByName,
    decision_reason: state.decisionReason,
    decided_at: state.decidedAt,
    // Whether the confirmed change is in force (docs/security.md, "Insider: four eyes").
    application: state.application === 'none' ? null : state.application,
    applied_at: state.appliedAt,
    applied_on_recovery: state.appliedOnRecovery,
    lapsed_fields: state.lapsedFields,
  };
}
export type ProposalView = ReturnType<typeof proposalView>;

/** What a service's proposals route asks of it (docs/security.md, "Insider: four eyes"). */
export interface ControlProposalBook {
  list(status?: string): Promise<ProposalView[]>;
  byId(id: string): Promise<ProposalView>;
  confirm(staff: StaffPrincipal, id: string): Promise<ProposalView>;
  reject(staff: StaffPrincipal, id: string, reason: string): Promise<ProposalView>;
  withdraw(staff: StaffPrincipal, id: string, reason: string): Promise<ProposalView>;
}

/** A decider's refusal as the envelope's 400, in the staff member's language. */
export function refusalOf(error: unknown): unknown {
  return error instanceof DomainError ? AppError.badInput(error.code as MessageKey, error.params) : error;
}

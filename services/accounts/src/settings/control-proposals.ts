import { randomUUID } from 'node:crypto';
import {
  canonicalJson,
  controlProposalDecider,
  controlProposalStream,
  splitChange,
  type ControlProposal,
  type LooseningRules,
} from '@meridian/decider';
import type { StaffPrincipal } from '@meridian/runtime';
import type { FundingTx } from '../funding-store';
import { WITHDRAWAL_RULES_LOOSER, withdrawalRulesDecider, withdrawalRulesStream, type WithdrawalRules } from './domain/withdrawal-rules';

export const SERVICE = 'accounts';

/** A setting of this service that a control-change proposal may change. */
export interface ControlledSetting<T extends object> {
  looser: LooseningRules<T>;
  /** Who may confirm another staff member's proposal. */
  confirmRoles: string[];
  load(tx: FundingTx, id: string): Promise<T>;
  /** Applies a value; `proposal` names the proposal and its proposer when a confirmation applies it. */
  apply(tx: FundingTx, id: string, value: T, staffId: string, proposal?: { proposalId: string; proposerId: string }): Promise<T>;
}

const withdrawalRules: ControlledSetting<WithdrawalRules> = {
  looser: WITHDRAWAL_RULES_LOOSER,
  confirmRoles: ['admin', 'finance'],
  load: (tx, id) => tx.load(withdrawalRulesStream(id), withdrawalRulesDecider),
  apply: async (tx, id, rules, staffId, proposal) =>
    (await tx.run(withdrawalRulesStream(id), withdrawalRulesDecider, { type: 'ChangeWithdrawalRules', data: { rules, staffId, ...proposal }, metadata: { now: tx.now } }, { staffId })).state,
};

/** The settings of accounts behind four eyes (the deposit threshold is the rules' `dualApprovalAboveUsdt`). */
export const CONTROLLED_SETTINGS: Record<string, ControlledSetting<object>> = {
  'withdrawal-rules': withdrawalRules as unknown as ControlledSetting<object>,
};

export interface ChangeOutcome<T> {
  /** The setting as it stands after this request: every tightening applied. */
  value: T;
  /** The proposal that waits for a second staff member, when the request loosened a control. */
  proposal: ControlProposal | null;
}

/**
 * A staff member's change of a controlled setting, in the caller's transaction: the fields that tighten
 * (or stay) apply at once; the fields that loosen become a proposal another staff member confirms.
 */
export async function changeControlledSetting<T extends object>(
  tx: FundingTx,
  kind: string,
  id: string,
  staff: StaffPrincipal,
  requested: T,
  reason: string,
): Promise<ChangeOutcome<T>> {
  const setting = CONTROLLED_SETTINGS[kind] as unknown as ControlledSetting<T>;
  const before = await setting.load(tx, id);
  const { now, loosened } = splitChange(setting.looser, before, requested);
  const value = canonicalJson(now) === canonicalJson(before) ? before : await setting.apply(tx, id, now, staff.staffId);
  if (loosened.length === 0) return { value, proposal: null };
  const proposalId = randomUUID();
  const { state } = await tx.run(
    controlProposalStream(SERVICE, proposalId),
    controlProposalDecider,
    {
      type: 'ProposeControlChange',
      data: {
        proposalId,
        service: SERVICE,
        setting: kind,
        settingId: id,
        proposerId: staff.staffId,
        proposerName: staff.email,
        reason,
        before: value as Record<string, unknown>,
        after: requested as Record<string, unknown>,
        fields: loosened,
        confirmRoles: setting.confirmRoles,
      },
      metadata: { now: tx.now },
    },
    { staffId: staff.staffId },
  );
  return { value, proposal: state };
}

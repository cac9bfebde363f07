import { DomainError, loosenedFields, type Decider, type LooseningRules } from '@meridian/decider';

/**
 * C2C's rules as finance sets them: one stream, `settings-c2c-rules-default`. Above the threshold a
 * completion, which credits the inventory's USDT to the customer, needs two different finance members.
 */
export interface C2cRules {
  completionDualApprovalAboveUsdt: string;
}

export const DEFAULT_C2C_RULES: C2cRules = { completionDualApprovalAboveUsdt: '10000' };
/** A higher threshold lets larger completions through on one approval: it loosens. */
export const C2C_RULES_LOOSER: LooseningRules<C2cRules> = { completionDualApprovalAboveUsdt: 'higher' };
export const c2cRulesLoosened = (before: C2cRules, after: C2cRules) => loosenedFields(C2C_RULES_LOOSER, before, after);

export const C2C_RULES_ID = 'default';
export const c2cRulesStream = (id = C2C_RULES_ID) => `settings-c2c-rules-${id}`;

export type C2cRulesEvent = {
  type: 'C2cRulesChanged';
  data: { rules: C2cRules; staffId: string; reason: string; proposalId?: string; proposerId?: string; at: string };
};
export type C2cRulesCommand = {
  type: 'ChangeC2cRules';
  data: { rules: C2cRules; staffId: string; reason: string; proposalId?: string; proposerId?: string };
  metadata: { now: string };
};

const USDT_AMOUNT = /^\d{1,15}(\.\d{1,6})?$/;

export const c2cRulesDecider: Decider<C2cRulesCommand, C2cRulesEvent, C2cRules> = {
  initialState: () => DEFAULT_C2C_RULES,
  evolve: (_state, event) => event.data.rules,
  decide: (command) => {
    const threshold = command.data.rules.completionDualApprovalAboveUsdt;
    if (typeof threshold !== 'string' || !USDT_AMOUNT.test(threshold)) throw new DomainError('field.invalid', { field: 'completionDualApprovalAboveUsdt' });
    return [{ type: 'C2cRulesChanged', data: { ...command.data, rules: { completionDualApprovalAboveUsdt: threshold }, reason: command.data.reason.trim(), at: command.metadata.now } }];
  },
};

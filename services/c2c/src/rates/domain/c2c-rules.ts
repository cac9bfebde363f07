import { DomainError, loosenedFields, rulesDecider, type ChangeRulesCommand, type LooseningRules, type RulesChangedEvent } from '@meridian/decider';

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

export type C2cRulesEvent = RulesChangedEvent<'C2cRulesChanged', C2cRules>;
export type C2cRulesCommand = ChangeRulesCommand<'ChangeC2cRules', C2cRules>;

const USDT_AMOUNT = /^\d{1,15}(\.\d{1,6})?$/;

/** The rules as a change records them: the threshold a USDT amount, or the change is refused. */
export function checkC2cRules(rules: C2cRules): C2cRules {
  const threshold = rules.completionDualApprovalAboveUsdt;
  if (typeof threshold !== 'string' || !USDT_AMOUNT.test(threshold)) throw new DomainError('field.invalid', { field: 'completionDualApprovalAboveUsdt' });
  return { completionDualApprovalAboveUsdt: threshold };
}

export const c2cRulesDecider = rulesDecider<'ChangeC2cRules', 'C2cRulesChanged', C2cRules>('C2cRulesChanged', DEFAULT_C2C_RULES, checkC2cRules);

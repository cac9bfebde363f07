import { DomainError, loosenedFields, rulesDecider, type ChangeRulesCommand, type LooseningRules, type RulesChangedEvent } from '@meridian/decider';

/**
 * Lending's rules as finance sets them: one stream, `settings-lending-rules-default`, each change with
 * the staff member and why. The defaults stand until the first change.
 */
export interface LendingRules {
  /**
   * Above this (USDT), a repayment by bank receipt needs two different finance staff, as a deposit
   * does above accounts' `dual_approval_above` (the same default).
   */
  repaymentDualApprovalAboveUsdt: string;
}

export const DEFAULT_LENDING_RULES: LendingRules = { repaymentDualApprovalAboveUsdt: '10000' };

/** A higher threshold lets larger repayments through on one approval: it loosens; a lower one applies at once. */
export const LENDING_RULES_LOOSER: LooseningRules<LendingRules> = { repaymentDualApprovalAboveUsdt: 'higher' };

/** The rules a change loosens (empty: it tightens or keeps every control, and applies at once). */
export const lendingRulesLoosened = (before: LendingRules, after: LendingRules) => loosenedFields(LENDING_RULES_LOOSER, before, after);

/** `proposalId` and `proposerId`: proposed by one staff member, confirmed by `staffId`. */
export type LendingRulesEvent = RulesChangedEvent<'LendingRulesChanged', LendingRules>;
export type LendingRulesCommand = ChangeRulesCommand<'ChangeLendingRules', LendingRules>;

export const LENDING_RULES_ID = 'default';
export const lendingRulesStream = (id = LENDING_RULES_ID) => `settings-lending-rules-${id}`;

/** A USDT amount: whole digits and at most six decimals, zero or more. */
const USDT_AMOUNT = /^\d{1,15}(\.\d{1,6})?$/;

/** The rules as a change records them: the threshold a USDT amount, or the change is refused. */
export function checkLendingRules(rules: LendingRules): LendingRules {
  const threshold = rules.repaymentDualApprovalAboveUsdt;
  if (typeof threshold !== 'string' || !USDT_AMOUNT.test(threshold)) throw new DomainError('field.invalid', { field: 'repaymentDualApprovalAboveUsdt' });
  return { repaymentDualApprovalAboveUsdt: threshold };
}

export const lendingRulesDecider = rulesDecider<'ChangeLendingRules', 'LendingRulesChanged', LendingRules>('LendingRulesChanged', DEFAULT_LENDING_RULES, checkLendingRules);

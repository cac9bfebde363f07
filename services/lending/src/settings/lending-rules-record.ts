import { DomainError } from '@meridian/decider';
import { LENDING_RULES_ID } from './domain/lending-rules';
import type { LendingRulesAsChanged } from './queries/lending-rules.query';

/** The rules are one record, `default`: any other id is not found. */
export function oneRulesRecord(id: string): void {
  if (id !== LENDING_RULES_ID) throw new DomainError('request.notFound');
}

/** The record as the back office reads it: the rules in force, who changed them last and when. */
export const lendingRulesView = ({ rules, changedAt, changedBy }: LendingRulesAsChanged) => ({ id: LENDING_RULES_ID, ...rules, changedAt, changedBy });

import { loosenedFields, type Decider, type LooseningRules } from '@meridian/decider';
import { Decimal } from '@meridian/money';
import { DomainError } from '../../domain-error';

/** The specification's withdrawal rules, as settings finance staff may change. */
export interface WithdrawalRules {
  windowFrom: string;
  windowTo: string;
  timeZone: string;
  dailyCount: number;
  minUsdt: string;
  maxUsdt: string;
  usdtChains: string[];
  feeRate: string;
  dualApprovalAboveUsdt: string;
  reviewHoldHours: number;
}

export const DEFAULT_WITHDRAWAL_RULES: WithdrawalRules = {
  windowFrom: '12:00',
  windowTo: '24:00',
  timeZone: 'Asia/Hong_Kong',
  dailyCount: 2,
  minUsdt: '100',
  maxUsdt: '200000',
  usdtChains: ['ERC20'],
  feeRate: '0.05',
  dualApprovalAboveUsdt: '10000',
  reviewHoldHours: 24,
};

/**
 * Which way each rule loosens a control: a higher limit or threshold, a lower minimum, fee or hold, one
 * more chain. The time window and zone have no safe direction, so any change of them waits for a
 * second staff member too. `dualApprovalAboveUsdt` also decides four eyes on deposits.
 */
export const WITHDRAWAL_RULES_LOOSER: LooseningRules<WithdrawalRules> = {
  windowFrom: 'any-change',
  windowTo: 'any-change',
  timeZone: 'any-change',
  dailyCount: 'higher',
  minUsdt: 'lower',
  maxUsdt: 'higher',
  usdtChains: 'more-items',
  feeRate: 'lower',
  dualApprovalAboveUsdt: 'higher',
  reviewHoldHours: 'lower',
};

/** The rules a change loosens (empty: it tightens or keeps every control, and applies at once). */
export const withdrawalRulesLoosened = (before: WithdrawalRules, after: WithdrawalRules) => loosenedFields(WITHDRAWAL_RULES_LOOSER, before, after);

/** `proposalId` and `proposerId`: the change was proposed by one staff member and confirmed by `staffId`. */
export type WithdrawalRulesEvent = {
  type: 'WithdrawalRulesChanged';
  data: { rules: WithdrawalRules; staffId: string; proposalId?: string; proposerId?: string; at: string };
};
export type WithdrawalRulesCommand = {
  type: 'ChangeWithdrawalRules';
  data: { rules: WithdrawalRules; staffId: string; proposalId?: string; proposerId?: string };
  metadata: { now: string };
};

export const withdrawalRulesStream = (id = 'default') => `settings-withdrawal-rules-${id}`;

const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

function checkRules(rules: WithdrawalRules): void {
  const invalid = (field: string) => new DomainError('field.invalid', { field });
  if (!TIME.test(rules.windowFrom) || !TIME.test(rules.windowTo) || rules.windowFrom >= rules.windowTo) throw invalid('window');
  try {
    new Intl.DateTimeFormat('en', { timeZone: rules.timeZone });
  } catch {
    throw invalid('time_zone');
  }
  if (!Number.isInteger(rules.dailyCount) || rules.dailyCount < 1 || rules.dailyCount > 100) throw invalid('daily_count');
  const min = Decimal.parse(rules.minUsdt);
  const max = Decimal.parse(rules.maxUsdt);
  if (min.isNegative() || min.compare(max) > 0) throw invalid('min_usdt');
  const fee = Decimal.parse(rules.feeRate);
  if (fee.isNegative() || fee.compare(Decimal.parse('0.5')) > 0) throw invalid('fee_rate');
  if (Decimal.parse(rules.dualApprovalAboveUsdt).isNegative()) throw invalid('dual_approval_above');
  if (!Number.isInteger(rules.reviewHoldHours) || rules.reviewHoldHours < 0 || rules.reviewHoldHours > 720) throw invalid('review_hold_hours');
  if (rules.usdtChains.length === 0) throw invalid('usdt_chains');
}

export const withdrawalRulesDecider: Decider<WithdrawalRulesCommand, WithdrawalRulesEvent, WithdrawalRules> = {
  initialState: () => DEFAULT_WITHDRAWAL_RULES,
  evolve: (_state, event) => event.data.rules,
  decide: (command) => {
    checkRules(command.data.rules);
    return [{ type: 'WithdrawalRulesChanged', data: { ...command.data, at: command.metadata.now } }];
  },
};

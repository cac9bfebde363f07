import type { WithdrawalRules } from './domain/withdrawal-rules';

/** The withdrawal rules as the back office reads and writes them (react-admin's record of id `default`). */
export function withdrawalRulesView(rules: WithdrawalRules) {
  return {
    id: 'default',
    window_from: rules.windowFrom,
    window_to: rules.windowTo,
    time_zone: rules.timeZone,
    daily_count: rules.dailyCount,
    min_usdt: rules.minUsdt,
    max_usdt: rules.maxUsdt,
    usdt_chains: rules.usdtChains,
    fee_rate: rules.feeRate,
    dual_approval_above: rules.dualApprovalAboveUsdt,
    review_hold_hours: rules.reviewHoldHours,
  };
}

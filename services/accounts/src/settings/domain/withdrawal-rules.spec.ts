import { DEFAULT_WITHDRAWAL_RULES as rules, withdrawalRulesLoosened, type WithdrawalRules } from './withdrawal-rules';

describe('withdrawal rules: which changes loosen a control', () => {
  it.each([
    ['a higher dual-approval threshold', { dualApprovalAboveUsdt: '10000.01' }, ['dualApprovalAboveUsdt']],
    ['a shorter review hold', { reviewHoldHours: 0 }, ['reviewHoldHours']],
    ['a higher maximum', { maxUsdt: '1000000' }, ['maxUsdt']],
    ['a lower minimum', { minUsdt: '1' }, ['minUsdt']],
    ['more withdrawals a day', { dailyCount: 3 }, ['dailyCount']],
    ['a lower fee rate', { feeRate: '0.01' }, ['feeRate']],
    ['one more USDT chain', { usdtChains: ['ERC20', 'TRC20'] }, ['usdtChains']],
    ['another time window', { windowFrom: '11:00' }, ['windowFrom']],
    ['another time zone', { timeZone: 'UTC' }, ['timeZone']],
  ] as Array<[string, Partial<WithdrawalRules>, string[]]>)('%s loosens', (_name, change, fields) => expect(withdrawalRulesLoosened(rules, { ...rules, ...change })).toEqual(fields));

  it.each([
    ['a lower dual-approval threshold', { dualApprovalAboveUsdt: '5000' }],
    ['a longer review hold', { reviewHoldHours: 48 }],
    ['a lower maximum', { maxUsdt: '100000' }],
    ['a higher minimum', { minUsdt: '200' }],
    ['fewer withdrawals a day', { dailyCount: 1 }],
    ['a higher fee rate', { feeRate: '0.06' }],
    ['nothing changed', {}],
  ] as Array<[string, Partial<WithdrawalRules>]>)('%s tightens or keeps every control: it applies at once', (_name, change) => expect(withdrawalRulesLoosened(rules, { ...rules, ...change })).toEqual([]));
});

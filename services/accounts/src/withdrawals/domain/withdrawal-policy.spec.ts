import { ASSETS, Money } from '@meridian/money';
import { chainOf } from '../../catalogue/asset-catalogue';
import { DEFAULT_WITHDRAWAL_RULES } from '../../settings/domain/withdrawal-rules';
import { amountRefusals, localTime, quote, reviewHoldUntil, standingRefusals, windowOpen, type WithdrawalContext } from './withdrawal-policy';

const usdtErc20 = chainOf('USDT', 'ERC20')!;
const context = (overrides: Partial<WithdrawalContext> = {}): WithdrawalContext => ({
  rules: DEFAULT_WITHDRAWAL_RULES,
  now: new Date('2026-11-21T06:00:00Z'),
  method: 'crypto',
  coin: usdtErc20.coin,
  chain: usdtErc20.chain,
  usedToday: 0,
  lastSecurityChange: null,
  dailyLimitUsdt: '1000000',
  withdrawnTodayUsdt: Money.zero(ASSETS.USDT),
  ...overrides,
});
const usdt = (text: string) => Money.parse(ASSETS.USDT, text);

describe('withdrawal rules', () => {
  it('opens 12:00 to 24:00 Hong Kong time', () => {
    expect(localTime(new Date('2026-11-21T04:00:00Z'), 'Asia/Hong_Kong')).toBe('12:00');
    expect(windowOpen(DEFAULT_WITHDRAWAL_RULES, new Date('2026-11-21T03:59:00Z'))).toBe(false);
    expect(windowOpen(DEFAULT_WITHDRAWAL_RULES, new Date('2026-11-21T04:00:00Z'))).toBe(true);
    expect(windowOpen(DEFAULT_WITHDRAWAL_RULES, new Date('2026-11-21T15:59:00Z'))).toBe(true);
    expect(windowOpen(DEFAULT_WITHDRAWAL_RULES, new Date('2026-11-21T16:00:00Z'))).toBe(false);
  });

  it('charges the fee rate rounded up plus the network fee, and never pays out less than nothing', () => {
    expect(quote(DEFAULT_WITHDRAWAL_RULES, usdtErc20.chain, usdt('100.000001'))).toEqual({ fee: usdt('5.000001'), receive: usdt('95.000000') });
    const btc = chainOf('BTC', 'BTC')!;
    const { fee } = quote(DEFAULT_WITHDRAWAL_RULES, btc.chain, Money.parse(ASSETS.BTC, '0.01'));
    expect(fee.toString()).toBe('0.00070000');
  });

  it('names every standing refusal', () => {
    const refusals = standingRefusals(context({ now: new Date('2026-11-21T01:00:00Z'), usedToday: 2, chain: chainOf('USDT', 'TRC20')!.chain }));
    expect(refusals.map((r) => r.key)).toEqual(['withdraw.closedWindow', 'withdraw.dailyLimit', 'withdraw.chainNotAllowed']);
  });

  it('checks the limits in USDT', () => {
    expect(amountRefusals(context(), usdt('99.99'), usdt('99.99')).map((r) => r.key)).toEqual(['withdraw.belowMinimum']);
    expect(amountRefusals(context(), usdt('200000.01'), usdt('200000.01')).map((r) => r.key)).toEqual(['withdraw.aboveMaximum']);
    expect(amountRefusals(context(), usdt('100'), usdt('100'))).toEqual([]);
  });

  it('keeps a day’s withdrawals within what the verification level allows, counting what today already took', () => {
    const unverified = context({ dailyLimitUsdt: '20000', withdrawnTodayUsdt: usdt('15000') });
    expect(amountRefusals(unverified, usdt('5000'), usdt('5000'))).toEqual([]);
    expect(amountRefusals(unverified, usdt('5000.01'), usdt('5000.01'))).toEqual([{ key: 'withdraw.tierLimit', params: { limit: '20000', left: '5000.000000' } }]);
    expect(amountRefusals(context({ dailyLimitUsdt: '20000', withdrawnTodayUsdt: usdt('21000') }), usdt('100'), usdt('100'))[0]).toEqual({ key: 'withdraw.tierLimit', params: { limit: '20000', left: '0' } });
  });

  it('holds for review for 24 hours after a security change', () => {
    const now = new Date('2026-11-21T06:00:00Z');
    expect(reviewHoldUntil(DEFAULT_WITHDRAWAL_RULES, '2026-11-21T05:00:00.000Z', now)).toBe('2026-11-22T05:00:00.000Z');
    expect(reviewHoldUntil(DEFAULT_WITHDRAWAL_RULES, '2026-11-20T05:00:00.000Z', now)).toBeNull();
  });
});

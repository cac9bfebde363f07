import { Inject, Injectable } from '@nestjs/common';
import { SECOND_FACTOR, TRADE_PASSWORD_CHECKER, type CustomerPrincipal, type SecondFactor, type TradePasswordChecker } from '@meridian/runtime';
import { parseAmount } from '../../amounts';
import { FundingStore } from '../../funding-store';
import { FundingSettingsService } from '../../settings/funding-settings.service';
import type { WithdrawalRequestDto } from '../request-withdrawal/request-withdrawal.request.dto';
import type { WithdrawalRulesQueryDto } from './withdrawal-terms-query.request.dto';
import { WithdrawalContexts, withdrawalTarget } from '../withdrawal-context';
import { reviewHoldUntil, standingRefusals, windowOpen } from '../domain/withdrawal-policy';

/** What a customer may withdraw now and what a given amount would cost: the screens ask before they commit. */
@Injectable()
export class WithdrawalTermsQuery {
  constructor(
    private readonly funding: FundingStore,
    private readonly settings: FundingSettingsService,
    private readonly contexts: WithdrawalContexts,
    @Inject(TRADE_PASSWORD_CHECKER) private readonly tradePasswords: TradePasswordChecker,
    @Inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
  ) {}

  async rules(customer: CustomerPrincipal, query: WithdrawalRulesQueryDto) {
    const target = withdrawalTarget(query.method, query.coin ?? 'USDT', query.chain ?? 'ERC20');
    const rules = await this.settings.withdrawalRules();
    const now = this.funding.now();
    const ctx = await this.contexts.of(this.funding.pool, customer.customerId, target, rules, now, await this.contexts.lastSecurityChange(customer.customerId));
    const refusals = customer.kind === 'demo' ? [{ key: 'demo.liveOnly' }] : standingRefusals(ctx);
    const [tradePassword, totpOn] = await Promise.all([
      this.tradePasswords.checkTradePassword(customer.customerId, ''),
      this.secondFactor.isEnabled(customer.customerId),
    ]);
    return {
      window: { from: rules.windowFrom, to: rules.windowTo, time_zone: rules.timeZone, open_now: windowOpen(rules, now) },
      daily_limit: rules.dailyCount,
      used_today: ctx.usedToday,
      min: rules.minUsdt,
      max: rules.maxUsdt,
      usdt_chains: rules.usdtChains,
      fee_rate: rules.feeRate,
      fee: target.chain?.withdrawFee ?? '0',
      allowed: refusals.length === 0,
      reasons: refusals.map((r) => r.key),
      refusals,
      review_hold_until: reviewHoldUntil(rules, ctx.lastSecurityChange, now),
      has_trade_password: tradePassword !== 'unset',
      second_factor: totpOn ? ('totp' as const) : null,
    };
  }

  async quote(customer: CustomerPrincipal, input: WithdrawalRequestDto) {
    const target = withdrawalTarget(input.method, input.coin, input.chain);
    const amount = parseAmount(target.coin.asset.code, input.amount);
    const rules = await this.settings.withdrawalRules();
    const now = this.funding.now();
    const { refusals, fee, receive } = await this.contexts.assess(this.funding.pool, customer.customerId, target, amount, rules, now, await this.contexts.lastSecurityChange(customer.customerId));
    return { coin: amount.asset.code, amount: amount.toString(), fee: fee.toString(), receive: receive.toString(), allowed: refusals.length === 0, refusals };
  }
}

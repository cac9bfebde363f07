import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { AppError, type MessageKey } from '@meridian/http';
import { platformAccount, userAccount } from '@meridian/ledger';
import { Decimal } from '@meridian/money';
import { RATE_LIMITER, SECURITY_RECORD, TRADE_PASSWORD_CHECKER, type CustomerPrincipal, type RateLimiter, type SecurityRecord, type StaffPrincipal, type TradePasswordChecker } from '@meridian/runtime';
import { chainOf, coinOf, usdtValue, type ChainSettings, type CoinSettings } from '../catalogue/asset-catalogue';
import { formatMinor, moneyOf, parseAmount } from '../amounts';
import { FundingStore } from '../funding-store';
import { customerLedgerDecider, ledgerStream } from '../ledger/customer-ledger';
import { FundingSettingsService } from '../settings/funding-settings.service';
import type { WithdrawalRules } from '../settings/withdrawal-rules';
import { amountRefusals, quote, reviewHoldUntil, standingRefusals, windowOpen, type Refusal, type WithdrawalContext } from './withdrawal-policy';
import { withdrawalDecider, withdrawalStream, type BankDetails } from './withdrawal.decider';

export interface WithdrawalInput {
  method?: string;
  coin?: string;
  chain?: string;
  address?: string;
  memo?: string;
  bank_card_id?: string;
  amount?: string;
  trade_password?: string;
}

type Db = Pick<PoolClient, 'query'>;

const refuse = (refusal: Refusal) => AppError.badInput(refusal.key as MessageKey, refusal.params);

/**
 * Withdrawals: the amount goes into a hold at request; finance approves (the hold is posted: what
 * arrives to the treasury account that mirrors the outside world, the fee to `platform:fees`) or
 * rejects (the hold is voided and the funds return). Requests of one customer are serialised, so
 * parallel requests cannot both pass the daily count or spend the same balance.
 */
@Injectable()
export class WithdrawalsService {
  constructor(
    private readonly funding: FundingStore,
    private readonly settings: FundingSettingsService,
    @Inject(TRADE_PASSWORD_CHECKER) private readonly tradePasswords: TradePasswordChecker,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(SECURITY_RECORD) private readonly security: SecurityRecord,
  ) {}

  private target(method: string | undefined, coinCode: string | undefined, chainName: string | undefined): { method: 'crypto' | 'bank'; coin: CoinSettings; chain: ChainSettings | null } {
    if (method === 'bank') {
      return { method, coin: coinOf('USDT')!, chain: null };
    }
    if (method !== undefined && method !== 'crypto') throw AppError.badInput('field.invalid', { field: 'method' });
    const found = chainOf(coinCode ?? '', chainName ?? '');
    if (!found) throw AppError.badInput('coin.unknown');
    return { method: 'crypto', coin: found.coin, chain: found.chain };
  }

  private async context(db: Db, customerId: string, target: ReturnType<WithdrawalsService['target']>, rules: WithdrawalRules, now: Date): Promise<WithdrawalContext> {
    const used = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM withdrawals WHERE customer_id = $1
          AND (created_at AT TIME ZONE $2)::date = ($3::timestamptz AT TIME ZONE $2)::date`,
      [customerId, rules.timeZone, now],
    );
    const lastSecurityChange = await this.security.lastSecurityChange(customerId);
    return { rules, now, ...target, usedToday: Number(used.rows[0]!.n), lastSecurityChange };
  }

  async rules(customer: CustomerPrincipal, query: { method?: string; coin?: string; chain?: string }) {
    const target = this.target(query.method, query.coin ?? 'USDT', query.chain ?? 'ERC20');
    const rules = await this.settings.withdrawalRules();
    const now = this.funding.now();
    const ctx = await this.context(this.funding.pool, customer.customerId, target, rules, now);
    const refusals = customer.kind === 'demo' ? [{ key: 'demo.liveOnly' }] : standingRefusals(ctx);
    const tradePassword = await this.tradePasswords.checkTradePassword(customer.customerId, '');
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
    };
  }

  async quote(customer: CustomerPrincipal, input: WithdrawalInput) {
    const target = this.target(input.method, input.coin, input.chain);
    const amount = parseAmount(target.coin.asset.code, input.amount);
    const rules = await this.settings.withdrawalRules();
    const ctx = await this.context(this.funding.pool, customer.customerId, target, rules, this.funding.now());
    const { fee, receive } = quote(rules, target.chain, amount);
    const refusals = [...standingRefusals(ctx), ...amountRefusals(ctx, amount, usdtValue(amount))];
    return { coin: amount.asset.code, amount: amount.toString(), fee: fee.toString(), receive: receive.toString(), allowed: refusals.length === 0, refusals };
  }

  async request(customer: CustomerPrincipal, input: WithdrawalInput, requestId: string | null) {
    if (customer.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const target = this.target(input.method, input.coin, input.chain);
    const amount = parseAmount(target.coin.asset.code, input.amount);
    const destination = target.method === 'crypto' ? this.cryptoDestination(target.chain!, input) : { address: null, memo: null };
    await this.checkTradePassword(customer.customerId, input.trade_password);

    return this.funding.transaction(async (tx) => {
      await tx.client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`withdraw:${customer.customerId}`]);
      const bank = target.method === 'bank' ? await this.bankCard(tx.client, customer.customerId, input.bank_card_id) : null;
      const rules = await this.settings.withdrawalRules();
      const now = new Date(tx.now);
      const ctx = await this.context(tx.client, customer.customerId, target, rules, now);
      const value = usdtValue(amount);
      const refusals = [...standingRefusals(ctx), ...amountRefusals(ctx, amount, value)];
      if (refusals.length > 0) throw refuse(refusals[0]!);
      const { fee, receive } = quote(rules, target.chain, amount);
      const withdrawalId = randomUUID();
      const holdId = `withdrawal-${withdrawalId}`;
      const about = { customerId: customer.customerId };
      await tx.run(
        ledgerStream(customer.customerId),
        customerLedgerDecider,
        { type: 'PlaceHold', data: { holdId, from: userAccount(customer.customerId, 'funding', amount.asset), amount, memo: `Withdrawal ${amount.asset.code}` }, metadata: { now: tx.now } },
        about,
      );
      await tx.run(
        withdrawalStream(withdrawalId),
        withdrawalDecider,
        {
          type: 'RequestWithdrawal',
          data: {
            withdrawalId,
            customerId: customer.customerId,
            method: target.method,
            coin: amount.asset.code,
            chain: target.chain?.chain ?? null,
            ...destination,
            bank,
            amount: amount.toString(),
            fee: fee.toString(),
            receive: receive.toString(),
            holdId,
            dualApproval: value.toDecimal().compare(Decimal.parse(rules.dualApprovalAboveUsdt)) > 0,
            reviewHoldUntil: reviewHoldUntil(rules, ctx.lastSecurityChange, now),
          },
          metadata: { now: tx.now },
        },
        about,
      );
      return this.byId(withdrawalId, tx.client);
    }, requestId);
  }

  async approve(staff: StaffPrincipal, withdrawalId: string, note: string) {
    const rules = await this.settings.withdrawalRules();
    return this.funding.transaction(async (tx) => {
      const customerId = (await tx.load(withdrawalStream(withdrawalId), withdrawalDecider)).request?.customerId;
      const about = { customerId, staffId: staff.staffId };
      // Asked again now: a change committed after the request (even in the same instant) still holds it.
      const securityHoldUntil = customerId ? reviewHoldUntil(rules, await this.security.lastSecurityChange(customerId), new Date(tx.now)) : null;
      const { events, state } = await tx.run(withdrawalStream(withdrawalId), withdrawalDecider, { type: 'ApproveWithdrawal', data: { staffId: staff.staffId, note, securityHoldUntil }, metadata: { now: tx.now } }, about);
      const approved = events[0]!.data as { final: boolean };
      if (approved.final) {
        const request = state.request!;
        const receive = moneyOf(request.coin, request.receive);
        const fee = moneyOf(request.coin, request.fee);
        const postings = [{ account: platformAccount('treasury', receive.asset), amount: receive }];
        if (fee.isPositive()) postings.push({ account: platformAccount('fees', fee.asset), amount: fee });
        await tx.run(ledgerStream(request.customerId), customerLedgerDecider, { type: 'PostHold', data: { holdId: request.holdId, to: postings, memo: 'Withdrawal paid out' }, metadata: { now: tx.now } }, about);
      }
      return this.byId(withdrawalId, tx.client);
    });
  }

  async reject(staff: StaffPrincipal, withdrawalId: string, reason: string) {
    return this.funding.transaction(async (tx) => {
      const customerId = (await tx.load(withdrawalStream(withdrawalId), withdrawalDecider)).request?.customerId;
      const about = { customerId, staffId: staff.staffId };
      const { state } = await tx.run(withdrawalStream(withdrawalId), withdrawalDecider, { type: 'RejectWithdrawal', data: { staffId: staff.staffId, reason }, metadata: { now: tx.now } }, about);
      await tx.run(ledgerStream(state.request!.customerId), customerLedgerDecider, { type: 'VoidHold', data: { holdId: state.request!.holdId, reason: `Withdrawal rejected: ${reason}` }, metadata: { now: tx.now } }, about);
      return this.byId(withdrawalId, tx.client);
    });
  }

  async byId(withdrawalId: string, db: Db = this.funding.pool) {
    const { rows } = await db.query<WithdrawalRow>('SELECT w.*, l.account AS customer FROM withdrawals w LEFT JOIN customer_labels l USING (customer_id) WHERE w.id = $1', [withdrawalId]);
    if (!rows[0]) throw new AppError('request.notFound', 404, 404);
    return withdrawalView(rows[0]);
  }

  private cryptoDestination(chain: ChainSettings, input: WithdrawalInput): { address: string; memo: string | null } {
    const address = (input.address ?? '').trim();
    if (address === '') throw AppError.badInput('withdraw.addressRequired');
    if (!new RegExp(chain.addressPattern).test(address)) throw AppError.badInput('withdraw.addressInvalid', { chain: chain.chain });
    const memo = (input.memo ?? '').trim();
    if (chain.memoRequired && memo === '') throw AppError.badInput('withdraw.memoRequired');
    if (memo.length > 64) throw AppError.badInput('field.invalid', { field: 'memo' });
    return { address, memo: memo === '' ? null : memo };
  }

  private async bankCard(db: Db, customerId: string, cardId: string | undefined): Promise<BankDetails> {
    const { rows } = await db.query<{ details: BankDetails }>('SELECT details FROM bank_cards WHERE id::text = $1 AND customer_id = $2', [cardId ?? '', customerId]);
    if (!rows[0]) throw AppError.badInput('field.required', { field: 'bank_card_id' });
    return rows[0].details;
  }

  private async checkTradePassword(customerId: string, password: string | undefined): Promise<void> {
    const limit = { key: `trade-password:${customerId}`, limit: 5, windowMs: 15 * 60_000 };
    const nowMs = this.funding.now().getTime();
    const wait = await this.limiter.peek(limit, nowMs);
    if (wait > 0) throw AppError.tooMany(wait);
    const result = await this.tradePasswords.checkTradePassword(customerId, password ?? '');
    if (result === 'unset') throw AppError.badInput('tradePassword.notSet');
    if (result === 'wrong') {
      await this.limiter.hit(limit, nowMs);
      throw AppError.badInput('tradePassword.wrong');
    }
  }
}

export interface WithdrawalRow {
  id: string;
  customer_id: string;
  method: string;
  coin: string;
  chain: string | null;
  address: string | null;
  memo: string | null;
  bank: BankDetails | null;
  amount: string;
  fee: string;
  receive: string;
  dual_approval: boolean;
  review_hold_until: Date | null;
  status: string;
  reason: string | null;
  approvals: { staff_id: string; note: string; at: string }[];
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
  customer?: string | null;
}

export function withdrawalView(row: WithdrawalRow) {
  return {
    id: row.id,
    customer_id: row.customer_id,
    customer: row.customer ?? null,
    method: row.method,
    coin: row.coin,
    chain: row.chain,
    address: row.address,
    memo: row.memo,
    bank: row.bank,
    amount: formatMinor(row.coin, row.amount),
    fee: formatMinor(row.coin, row.fee),
    receive: formatMinor(row.coin, row.receive),
    dual_approval: row.dual_approval,
    review_hold_until: row.review_hold_until?.toISOString() ?? null,
    status: row.status,
    reason: row.reason,
    approvals: row.approvals,
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

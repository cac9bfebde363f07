import { isUUID } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, secondFactorRefusal, secondFactorRequired } from '@meridian/http';
import { userAccount } from '@meridian/ledger';
import { Decimal } from '@meridian/money';
import {
  RATE_LIMITER,
  SECOND_FACTOR,
  TRADE_PASSWORD_CHECKER,
  type CustomerPrincipal,
  type RateLimiter,
  type SecondFactor,
  type TradePasswordChecker,
} from '@meridian/runtime';
import { parseAmount } from '../../amounts';
import type { ChainSettings } from '../../catalogue/asset-catalogue';
import { DomainError } from '../../domain-error';
import { FundingStore, type Db } from '../../funding-store';
import { customerLedgerDecider, ledgerStream } from '../../ledger/customer-ledger';
import { FundingSettingsService } from '../../settings/funding-settings.service';
import { WithdrawalContexts, withdrawalTarget } from '../withdrawal-context';
import { reviewHoldUntil, type Refusal } from '../domain/withdrawal-policy';
import { accountsReadModels } from '../../accounts.read-models';
import { BankCard } from '../../wallet-book/read-models/bank-card.entity';
import { withdrawalById } from '../queries/withdrawal-view';
import { withdrawalDecider, withdrawalStream, type BankDetails } from '../domain/withdrawal.decider';
import type { WithdrawalRequestDto } from './request-withdrawal.request.dto';

export class RequestWithdrawalCommand extends Command<Awaited<ReturnType<typeof withdrawalById>>> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: WithdrawalRequestDto,
    readonly requestId: string | null,
  ) {
    super();
  }
}

/** The policy's first refusal, as the decider's refusals are: the edge answers it in the customer's language. */
const refuse = (refusal: Refusal) => new DomainError(refusal.key, refusal.params);

/**
 * A withdrawal request: the amount goes into a hold on the customer's ledger and the request waits
 * for finance. Requests of one customer are serialised (an advisory lock), so parallel requests
 * cannot both pass the daily count or spend the same balance.
 */
@CommandHandler(RequestWithdrawalCommand)
export class RequestWithdrawalHandler implements ICommandHandler<RequestWithdrawalCommand> {
  constructor(
    private readonly funding: FundingStore,
    private readonly settings: FundingSettingsService,
    private readonly contexts: WithdrawalContexts,
    @Inject(TRADE_PASSWORD_CHECKER) private readonly tradePasswords: TradePasswordChecker,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
  ) {}

  async execute({ customer, input, requestId }: RequestWithdrawalCommand) {
    if (customer.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const target = withdrawalTarget(input.method, input.coin, input.chain);
    const amount = parseAmount(target.coin.asset.code, input.amount);
    const destination = target.method === 'crypto' ? cryptoDestination(target.chain!, input) : { address: null, memo: null };
    await this.checkTradePassword(customer.customerId, input.trade_password);
    await this.checkSecondFactor(customer.customerId, input.totp_code);

    // Identity's fact is asked before the lock below: a transaction holding it must never wait for a
    // second connection (a burst of withdrawals took every connection of the pool and hung that way).
    // The approval reads it again, so a change that commits after this read still holds the payout.
    const lastSecurityChange = await this.contexts.lastSecurityChange(customer.customerId);
    return this.funding.transaction(async (tx) => {
      await tx.client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`withdraw:${customer.customerId}`]);
      const bank = target.method === 'bank' ? await bankCard(tx.client, customer.customerId, input.bank_card_id) : null;
      const rules = await this.settings.withdrawalRules(tx.client);
      const now = new Date(tx.now);
      const { ctx, value, refusals, fee, receive } = await this.contexts.assess(tx.client, customer.customerId, target, amount, rules, now, lastSecurityChange);
      if (refusals.length > 0) throw refuse(refusals[0]!);
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
      return withdrawalById(tx.client, withdrawalId);
    }, requestId);
  }

  private async checkTradePassword(customerId: string, password: string | undefined): Promise<void> {
    const limit = { key: `trade-password:${customerId}`, limit: 5, windowMs: 15 * 60_000 };
    const nowMs = this.funding.now().getTime();
    // Counted before the check, atomically (the same key as identity's gate, so every route that asks
    // for the trade password shares one count): a burst of guesses gets at most `limit` checked.
    const attempt = await this.limiter.consume(limit, nowMs);
    if (!attempt.allowed) throw AppError.tooMany(attempt.retryAfterSeconds);
    const result = await this.tradePasswords.checkTradePassword(customerId, password ?? '');
    if (result === 'wrong') throw AppError.badInput('tradePassword.wrong');
    // Only wrong passwords use the limit: a right one (or none set) gives its attempt back.
    await this.limiter.refund(limit, nowMs);
    if (result === 'unset') throw AppError.badInput('tradePassword.notSet');
  }

  /** With an authenticator on, every withdrawal spends one of its codes (identity counts the wrong ones). */
  private async checkSecondFactor(customerId: string, code: string | undefined): Promise<void> {
    if (!(await this.secondFactor.isEnabled(customerId))) return;
    if (!code?.trim()) throw secondFactorRequired('withdraw.totpRequired');
    const result = await this.secondFactor.verify(customerId, code);
    if (result !== 'ok') throw secondFactorRefusal(result);
  }
}

function cryptoDestination(chain: ChainSettings, input: WithdrawalRequestDto): { address: string; memo: string | null } {
  const address = (input.address ?? '').trim();
  if (address === '') throw AppError.badInput('withdraw.addressRequired');
  if (!new RegExp(chain.addressPattern).test(address)) throw AppError.badInput('withdraw.addressInvalid', { chain: chain.chain });
  const memo = (input.memo ?? '').trim();
  if (chain.memoRequired && memo === '') throw AppError.badInput('withdraw.memoRequired');
  return { address, memo: memo === '' ? null : memo };
}

async function bankCard(db: Db, customerId: string, cardId: string | undefined): Promise<BankDetails> {
  const card = cardId && isUUID(cardId) ? await (await accountsReadModels.on(db)).getRepository(BankCard).findOneBy({ id: cardId, customerId }) : null;
  if (!card) throw AppError.badInput('field.required', { field: 'bank_card_id' });
  return card.details;
}

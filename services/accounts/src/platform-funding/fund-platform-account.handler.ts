import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError as LedgerDomainError } from '@meridian/decider';
import { AppError } from '@meridian/http';
import { platformAccount } from '@meridian/ledger';
import { ASSETS, type Money } from '@meridian/money';
import { CLOCK, type Clock } from '@meridian/runtime';
import { parseAmount } from '../amounts';
import { CustomerLedger } from '../ledger/customer-ledger';
import { BalancesQuery } from '../records/balances.query';

/** The platform accounts finance may fund from the treasury: those that pay customers what they were promised. */
export const FUNDABLE_ACCOUNTS = ['earn-payouts', 'loan-book', 'etf-funds'] as const;
export type FundableAccount = (typeof FUNDABLE_ACCOUNTS)[number];

/** Platform movements have no customer: they are posted on this ledger stream. */
export const PLATFORM_LEDGER = 'platform';

export class FundPlatformAccountCommand extends Command<Awaited<ReturnType<BalancesQuery['platformAccounts']>>> {
  constructor(
    readonly staffId: string,
    readonly requestId: string,
    readonly to: FundableAccount,
    readonly amount: string,
    readonly reason: string,
  ) {
    super();
  }
}

/**
 * Finance moves the platform's own USDT from `platform:treasury` into an account that pays customers
 * (earn payouts, the loan book), with a reason kept in the entry. The request id is the entry's id, so
 * a retried request funds once.
 */
@CommandHandler(FundPlatformAccountCommand)
export class FundPlatformAccountHandler implements ICommandHandler<FundPlatformAccountCommand> {
  constructor(
    private readonly ledger: CustomerLedger,
    private readonly balances: BalancesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ staffId, requestId, to, amount, reason }: FundPlatformAccountCommand) {
    if (!reason.trim()) throw AppError.badInput('review.reasonRequired');
    const value: Money = parseAmount('USDT', amount);
    const postings = [
      { account: platformAccount('treasury', ASSETS.USDT), amount: value.negate() },
      { account: platformAccount(to, ASSETS.USDT), amount: value },
    ];
    const entry = { id: `platform-funding-${requestId}`, memo: `Funded from the treasury by ${staffId}: ${reason.trim()}`, postings };
    await this.ledger.execute(PLATFORM_LEDGER, { type: 'PostEntry', data: entry, metadata: { now: this.clock.now().toISOString() } }, { requestId }).catch((error: unknown) => {
      if (!(error instanceof LedgerDomainError && error.code === 'ledger.duplicateEntry')) throw error;
    });
    return this.balances.platformAccounts();
  }
}

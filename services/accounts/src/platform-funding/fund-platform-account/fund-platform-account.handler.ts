import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNTS_SOURCE, PlatformFundingEvents, TRADING_FUNDABLE_ACCOUNTS, type PlatformFundsSentToTradingV1, type TradingFundableAccount } from '@meridian/contracts';
import { AppError } from '@meridian/http';
import { clearingAccount, platformAccount } from '@meridian/ledger';
import { writeToOutbox } from '@meridian/messaging';
import { ASSETS, type Money } from '@meridian/money';
import { parseAmount } from '../../amounts';
import { FundingStore } from '../../funding-store';
import { customerLedgerDecider, ledgerStream, postOnce } from '../../ledger/customer-ledger';
import { BalancesQuery } from '../../records/queries/balances.query';

/**
 * The platform accounts finance may fund from the treasury: those that pay customers what they were
 * promised (`c2c-inventory`: the USDT C2C purchases are paid from). `insurance` and `house` live in the trading core (the insurance fund, and the house that
 * is the counterparty of contracts and options): their money crosses through `clearing:trading`.
 */
export const FUNDABLE_ACCOUNTS = ['earn-payouts', 'loan-book', 'etf-funds', 'c2c-inventory', 'rewards', ...TRADING_FUNDABLE_ACCOUNTS] as const;
export type FundableAccount = (typeof FUNDABLE_ACCOUNTS)[number];

const inTradingCore = (account: FundableAccount): account is TradingFundableAccount => (TRADING_FUNDABLE_ACCOUNTS as readonly string[]).includes(account);

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
 * (earn payouts, the loan book, ETF funds), with a reason kept in the entry. The request id is the
 * entry's id, so a retried request funds once. For the trading core's insurance fund and house the
 * entry credits `clearing:trading:USDT` and announces the funding in the same transaction; the core
 * credits the account from its clearing account once per funding id (trading's
 * `contract-funds.consumer.ts`), as it does a customer's transfer.
 */
@CommandHandler(FundPlatformAccountCommand)
export class FundPlatformAccountHandler implements ICommandHandler<FundPlatformAccountCommand> {
  constructor(
    private readonly funding: FundingStore,
    private readonly balances: BalancesQuery,
  ) {}

  async execute({ staffId, requestId, to, amount, reason }: FundPlatformAccountCommand) {
    if (!reason.trim()) throw AppError.badInput('review.reasonRequired');
    const value: Money = parseAmount('USDT', amount);
    const credited = inTradingCore(to) ? clearingAccount('trading', ASSETS.USDT) : platformAccount(to, ASSETS.USDT);
    const postings = [
      { account: platformAccount('treasury', ASSETS.USDT), amount: value.negate() },
      { account: credited, amount: value },
    ];
    const fundingId = `platform-funding-${requestId}`;
    const memo = inTradingCore(to) ? `Funded ${to} (trading) from the treasury by ${staffId}: ${reason.trim()}` : `Funded from the treasury by ${staffId}: ${reason.trim()}`;
    // A retried request: its entry (and its announcement) were written the first time.
    await postOnce(() =>
      this.funding.transaction(async (tx) => {
        await tx.run(ledgerStream(PLATFORM_LEDGER), customerLedgerDecider, { type: 'PostEntry', data: { id: fundingId, memo, postings }, metadata: { now: tx.now } }, { customerId: PLATFORM_LEDGER, staffId });
        if (!inTradingCore(to)) return;
        const data: PlatformFundsSentToTradingV1 = { fundingId, to, coin: 'USDT', amount: value.toString(), staffId, reason: reason.trim(), at: tx.now };
        await writeToOutbox(tx.client, [
          { id: randomUUID(), type: PlatformFundingEvents.sentToTrading, source: ACCOUNTS_SOURCE, streamId: fundingId, schemaVersion: 1, data, metadata: { staffId }, occurredAt: tx.now },
        ]);
      }, requestId),
    );
    return this.balances.platformAccounts();
  }
}

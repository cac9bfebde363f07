import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { PoolClient } from 'pg';
import {
  ACCOUNTS_SOURCE,
  LENDING_SOURCE,
  LoanFundsEvents,
  parseLoanMoneyV1,
  type LoanMoneyV1,
  type LoanRepaymentAnsweredV1,
} from '@meridian/contracts';
import { LedgerError, platformAccount, userAccount } from '@meridian/ledger';
import { writeToOutbox, type MessageBus } from '@meridian/messaging';
import { ASSETS, Money } from '@meridian/money';
import { MESSAGE_BUS } from '@meridian/runtime';
import { DomainError } from '../domain-error';
import { CustomerLedger } from '../ledger/customer-ledger';

/**
 * The funding wallet's side of loans (docs/lending.md), in the inbox's transaction and once per entry
 * id: a disbursement credits the wallet from `platform:loan-book`; a repayment debits the wallet back
 * to it, or is refused ("Insufficient balance") and lending is told either way; a repayment made by
 * bank transfer reaches the loan book from `platform:deposit-clearing` (the bank's side).
 */
@Injectable()
export class LoanFundsConsumer implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly ledger: CustomerLedger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'accounts.loan-funds',
      sources: [LENDING_SOURCE],
      types: [LoanFundsEvents.disbursementDue, LoanFundsEvents.repaymentRequested, LoanFundsEvents.repaidOffPlatform],
      handle: async (event, tx) => {
        const money = parseLoanMoneyV1(event.type, event.data);
        if (event.type === LoanFundsEvents.disbursementDue) return this.move(money, 'in', tx as PoolClient);
        if (event.type === LoanFundsEvents.repaidOffPlatform) return this.receiveOffPlatform(money, tx as PoolClient);
        let refusal: string | null = null;
        try {
          await this.move(money, 'out', tx as PoolClient);
        } catch (error) {
          if (!(error instanceof LedgerError && error.code === 'ledger.insufficientFunds')) throw error;
          refusal = 'loans.insufficientBalance';
        }
        const answer: LoanRepaymentAnsweredV1 = {
          loanId: money.loanId,
          customerId: money.customerId,
          entryId: money.entryId,
          reason: refusal,
          at: money.at,
        };
        await writeToOutbox(tx as PoolClient, [
          {
            id: randomUUID(),
            type: refusal ? LoanFundsEvents.repaymentRefused : LoanFundsEvents.repaymentTaken,
            source: ACCOUNTS_SOURCE,
            streamId: `loan-funds-${money.loanId}`,
            schemaVersion: 1,
            data: answer,
            metadata: { customerId: money.customerId },
            occurredAt: money.at,
          },
        ]);
      },
    });
  }

  /**
   * A repayment paid into the platform's bank (its proof approved by finance): the loan book is repaid
   * from `platform:deposit-clearing`, which mirrors the bank, on the customer's ledger stream (their
   * wallet is untouched). Not the treasury: that is the operator's capital, never below zero.
   */
  private async receiveOffPlatform(money: LoanMoneyV1, client: PoolClient): Promise<void> {
    const amount = Money.parse(ASSETS.USDT, money.amount);
    await this.post(
      money,
      'Loan repayment by bank transfer',
      [
        { account: platformAccount('deposit-clearing', ASSETS.USDT), amount: amount.negate() },
        { account: platformAccount('loan-book', ASSETS.USDT), amount },
      ],
      client,
    );
  }

  /** In: the loan book lends to the wallet. Out: the wallet pays the loan book back. */
  private async move(money: LoanMoneyV1, direction: 'in' | 'out', client: PoolClient): Promise<void> {
    const amount = Money.parse(ASSETS.USDT, money.amount);
    const toWallet = direction === 'in' ? amount : amount.negate();
    await this.post(
      money,
      direction === 'in' ? 'Loan disbursement' : 'Loan repayment',
      [
        { account: platformAccount('loan-book', ASSETS.USDT), amount: toWallet.negate() },
        { account: userAccount(money.customerId, 'funding', ASSETS.USDT), amount: toWallet },
      ],
      client,
    );
  }

  /** One entry on the customer's ledger stream, under the loan's entry id: a repeated id moves nothing. */
  private async post(money: LoanMoneyV1, memo: string, postings: { account: string; amount: Money }[], client: PoolClient): Promise<void> {
    await this.ledger
      .execute(
        money.customerId,
        { type: 'PostEntry', data: { id: money.entryId, memo, postings }, metadata: { now: money.at } },
        { client },
      )
      .catch((error: unknown) => {
        if (!(error instanceof DomainError && error.code === 'ledger.duplicateEntry')) throw error;
      });
  }
}

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ACCOUNTS_SOURCE,
  KYC_SOURCE,
  KycIntegrationEvents,
  LoanFundsEvents,
  parseCustomerVerifiedV1,
  parseLoanRepaymentAnsweredV1,
  verificationLimitsSubscription,
} from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { LoanStore } from '../loans/loan-store';

const REPAYMENT_PREFIX = 'loan-repayment-';

/**
 * What lending learns from others: kyc's tiers and limits table (who may borrow how much), and the
 * funding wallet's answer to each repayment (taken, or refused for want of balance).
 */
@Injectable()
export class LendingConsumers implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly loans: LoanStore,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.bus.subscribe({
      consumer: 'lending.customer-tiers',
      sources: [KYC_SOURCE],
      types: [KycIntegrationEvents.customerVerified],
      handle: async (event, tx) => {
        const { customerId, tiers } = parseCustomerVerifiedV1(event.data);
        await tx.query(
          `INSERT INTO lending_customer_tiers (customer_id, tiers) VALUES ($1, $2)
           ON CONFLICT (customer_id) DO UPDATE SET tiers = array(SELECT DISTINCT unnest(lending_customer_tiers.tiers || EXCLUDED.tiers) ORDER BY 1)`,
          [customerId, tiers],
        );
      },
    });
    await this.bus.subscribe(verificationLimitsSubscription('lending.verification-limits', 'lending_verification_limits'));
    await this.bus.subscribe({
      consumer: 'lending.repayment-answers',
      sources: [ACCOUNTS_SOURCE],
      types: [LoanFundsEvents.repaymentTaken, LoanFundsEvents.repaymentRefused],
      handle: async (event) => {
        const answer = parseLoanRepaymentAnsweredV1(event.type, event.data);
        const repaymentId = answer.entryId.slice(REPAYMENT_PREFIX.length);
        const now = new Date(answer.at);
        const metadata = { customerId: answer.customerId };
        if (event.type === LoanFundsEvents.repaymentTaken) await this.loans.execute(answer.loanId, { type: 'SettleLoanRepayment', data: { repaymentId } }, metadata, { now });
        else await this.loans.execute(answer.loanId, { type: 'FailLoanRepayment', data: { repaymentId, reason: answer.reason ?? 'loans.insufficientBalance' } }, metadata, { now });
      },
    });
  }
}

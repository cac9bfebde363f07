import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { KYC_SOURCE, KycIntegrationEvents, parseCustomerVerifiedV1, verificationLimitsSubscription } from '@meridian/contracts';
import type { MessageBus } from '@meridian/messaging';
import { MESSAGE_BUS } from '@meridian/runtime';
import { LoanCommands } from '../loans/loan-commands';
import { repaymentAnswerSubscriptions } from './repayment-answers';

/**
 * What lending learns from others: kyc's tiers and limits table (who may borrow how much), and the
 * funding wallet's answer to each repayment (taken, or refused for want of balance).
 */
@Injectable()
export class LendingConsumers implements OnModuleInit {
  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly loans: LoanCommands,
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
    for (const subscription of repaymentAnswerSubscriptions(this.loans)) await this.bus.subscribe(subscription);
  }
}

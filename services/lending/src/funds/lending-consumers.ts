import { Injectable } from '@nestjs/common';
import { KYC_SOURCE, KycIntegrationEvents, parseCustomerVerifiedV1, verificationLimitsSubscription } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { LoanCommands } from '../loans/loan-commands';
import { repaymentAnswerSubscriptions } from './repayment-answers';

const CUSTOMERS_VERIFIED = { sources: [KYC_SOURCE], types: [KycIntegrationEvents.customerVerified], parse: parseCustomerVerifiedV1 };

/**
 * What lending learns from others: kyc's tiers and limits table (who may borrow how much), and the
 * funding wallet's answer to each repayment (taken, or refused for want of balance).
 */
@Injectable()
export class LendingConsumers extends BusConsumer {
  constructor(private readonly loans: LoanCommands) {
    super();
  }

  protected subscriptions() {
    return [
      contractSubscription('lending.customer-tiers', CUSTOMERS_VERIFIED, async ({ customerId, tiers }, tx) => {
        await tx.query(
          `INSERT INTO lending_customer_tiers (customer_id, tiers) VALUES ($1, $2)
           ON CONFLICT (customer_id) DO UPDATE SET tiers = array(SELECT DISTINCT unnest(lending_customer_tiers.tiers || EXCLUDED.tiers) ORDER BY 1)`,
          [customerId, tiers],
        );
      }),
      verificationLimitsSubscription('lending.verification-limits', 'lending_verification_limits'),
      ...repaymentAnswerSubscriptions(this.loans),
    ];
  }
}

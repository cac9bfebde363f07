import { Injectable } from '@nestjs/common';
import { KYC_SOURCE, KycIntegrationEvents, parseCustomerVerifiedV1, verificationLimitsSubscription } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { LendingCustomerTiers } from '../credit/read-models/lending-customer-tiers.entity';
import { lendingReadModels } from '../lending.read-models';
import { LoanCommands } from '../loans/loan-commands';
import { repaymentAnswerSubscriptions } from './repayment-answers';
import { mergeRow } from '@meridian/database';

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
      // The tiers held before and these, each once and sorted, merged under a lock on the row.
      contractSubscription('lending.customer-tiers', CUSTOMERS_VERIFIED, async ({ customerId, tiers }, tx) => {
        const customers = (await lendingReadModels.on(tx)).getRepository(LendingCustomerTiers);
        await mergeRow(customers, { customerId }, (held) => ({ tiers: [...new Set([...(held?.tiers ?? []), ...tiers])].sort() }));
      }),
      verificationLimitsSubscription('lending.verification-limits', 'lending_verification_limits'),
      ...repaymentAnswerSubscriptions(this.loans),
    ];
  }
}

import { Injectable } from '@nestjs/common';
import { KYC_SOURCE, KycIntegrationEvents, parseCustomerVerifiedV1, verificationLimitsSubscription } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';

const VERIFICATIONS = { sources: [KYC_SOURCE], types: [KycIntegrationEvents.customerVerified], parse: parseCustomerVerifiedV1 };

/** Keeps each customer's verification tiers and what each level allows: together they set how much they may withdraw a day. */
@Injectable()
export class VerificationLevelConsumer extends BusConsumer {
  protected subscriptions() {
    return [
      contractSubscription('accounts.verification-levels', VERIFICATIONS, ({ customerId, tiers, at }, tx) =>
        tx.query(
          `INSERT INTO customer_verification (customer_id, tiers, updated_at) VALUES ($1, $2, $3)
           ON CONFLICT (customer_id) DO UPDATE SET tiers = array(SELECT DISTINCT unnest(customer_verification.tiers || EXCLUDED.tiers) ORDER BY 1),
             updated_at = greatest(customer_verification.updated_at, EXCLUDED.updated_at)`,
          [customerId, tiers, at],
        ),
      ),
      verificationLimitsSubscription('accounts.verification-limits', 'accounts_verification_limits'),
    ];
  }
}

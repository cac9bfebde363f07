import { Injectable } from '@nestjs/common';
import { KYC_SOURCE, KycIntegrationEvents, parseCustomerVerifiedV1, parseRiskProfileAssessedV1, verificationLimitsSubscription } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';

/**
 * Keeps what kyc publishes beside the customer's label: the verified nationality decides where they are
 * for products some countries refuse, the tiers and the risk profile what they may commit. A customer
 * not yet labelled (their registration not yet seen) gets a row that the registration then completes.
 */
@Injectable()
export class CustomerStandingConsumer extends BusConsumer {
  protected subscriptions() {
    return [
      contractSubscription(
        'trading.customer-verified',
        { sources: [KYC_SOURCE], types: [KycIntegrationEvents.customerVerified], parse: parseCustomerVerifiedV1 },
        ({ customerId, country, tiers }, tx) =>
          tx.query(
            `INSERT INTO spot_customer_labels (customer_id, account, kind, verified_country, verified_tiers) VALUES ($1, $2, 'real', $3, $4)
             ON CONFLICT (customer_id) DO UPDATE SET verified_country = coalesce(EXCLUDED.verified_country, spot_customer_labels.verified_country),
               verified_tiers = array(SELECT DISTINCT unnest(spot_customer_labels.verified_tiers || EXCLUDED.verified_tiers) ORDER BY 1)`,
            [customerId, customerId, country, tiers],
          ),
      ),
      contractSubscription(
        'trading.risk-profile',
        { sources: [KYC_SOURCE], types: [KycIntegrationEvents.riskProfileAssessed], parse: parseRiskProfileAssessedV1 },
        ({ customerId, profile }, tx) =>
          tx.query(
            `INSERT INTO spot_customer_labels (customer_id, account, kind, risk_profile) VALUES ($1, $2, 'real', $3)
             ON CONFLICT (customer_id) DO UPDATE SET risk_profile = EXCLUDED.risk_profile`,
            [customerId, customerId, profile],
          ),
      ),
      verificationLimitsSubscription('trading.verification-limits', 'trading_verification_limits'),
    ];
  }
}

import { Injectable } from '@nestjs/common';
import { KYC_SOURCE, KycIntegrationEvents, parseCustomerVerifiedV1, parseRiskProfileAssessedV1, verificationLimitsSubscription } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { mergeRow } from '@meridian/database';
import type { Queryable } from '@meridian/eventstore';
import { BusConsumer } from '@meridian/runtime';
import { tradingReadModels } from '../trading.read-models';
import { CustomerStandingRow } from './standing/customer-standing.entity';

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
          // Tiers only ever add up, and a country once verified stays: a copy that arrives late takes nothing away.
          mergeStanding(tx, customerId, (held) => ({
            verifiedCountry: country ?? held?.verifiedCountry ?? null,
            verifiedTiers: [...new Set([...(held?.verifiedTiers ?? []), ...tiers])].sort(),
          })),
      ),
      contractSubscription(
        'trading.risk-profile',
        { sources: [KYC_SOURCE], types: [KycIntegrationEvents.riskProfileAssessed], parse: parseRiskProfileAssessedV1 },
        ({ customerId, profile }, tx) => mergeStanding(tx, customerId, () => ({ riskProfile: profile })),
      ),
      verificationLimitsSubscription('trading.verification-limits', 'trading_verification_limits'),
    ];
  }
}

/**
 * Changes what kyc told about one customer, under a lock on their row (`mergeRow`): identity's
 * registration (the label, written by `customerLabelsSubscription`) and kyc's messages each keep the
 * other's columns. A customer not yet labelled gets a row under their id, which the registration completes.
 */
async function mergeStanding(tx: Queryable, customerId: string, change: (held: CustomerStandingRow | null) => Partial<CustomerStandingRow>): Promise<void> {
  const standings = (await tradingReadModels.on(tx)).getRepository(CustomerStandingRow);
  await mergeRow(standings, { customerId }, (held) => (held ? change(held) : { account: customerId, kind: 'real', ...change(null) }));
}

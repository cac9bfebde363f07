import { Injectable } from '@nestjs/common';
import { KYC_SOURCE, KycIntegrationEvents, parseCustomerVerifiedV1, verificationLimitsSubscription } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { mergeRow } from '@meridian/database';
import { BusConsumer } from '@meridian/runtime';
import { accountsReadModels } from '../accounts.read-models';
import { CustomerVerification } from './read-models/customer-verification.entity';

const VERIFICATIONS = { sources: [KYC_SOURCE], types: [KycIntegrationEvents.customerVerified], parse: parseCustomerVerifiedV1 };

/** Keeps each customer's verification tiers and what each level allows: together they set how much they may withdraw a day. */
@Injectable()
export class VerificationLevelConsumer extends BusConsumer {
  protected subscriptions() {
    return [
      contractSubscription('accounts.verification-levels', VERIFICATIONS, async ({ customerId, tiers, at }, tx) => {
        // Tiers only ever add up: a copy that arrives late keeps what a later one brought.
        const verifications = (await accountsReadModels.on(tx)).getRepository(CustomerVerification);
        await mergeRow(verifications, { customerId }, (held) => ({
          tiers: [...new Set([...(held?.tiers ?? []), ...tiers])].sort(),
          updatedAt: held && held.updatedAt.getTime() > Date.parse(at) ? held.updatedAt : new Date(at),
        }));
      }),
      verificationLimitsSubscription('accounts.verification-limits', 'accounts_verification_limits'),
    ];
  }
}

import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { In } from 'typeorm';
import { customerCountry, parseTradingFeePaidV1, ProductFundsEvents, TRADING_SOURCE, TradingFeeEvents } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { asOfRegistration, REGISTRATIONS, VERIFICATIONS } from '../customers/customer-messages';
import { EngagementCustomer } from '../customers/read-models/engagement-customer.entity';
import { engagementReadModels } from '../engagement.read-models';
import { productFundsAnswers } from '../shared/product-funds-answers';
import type { AncestorStanding } from './domain/referral-commission.decider';
import { ReferralRulesQuery } from './queries/referral-rules.query';
import { ReferralBinding } from './read-models/referral-binding.entity';
import { ReferralCode } from './read-models/referral-code.entity';
import { ReferralIdentity } from './read-models/referral-identity.entity';
import { ReferralCommands } from './referral-commands';
import { REFERRAL_CLAWBACK_PREFIX, REFERRAL_COMMISSION_PREFIX } from './referral.messages';

/** A verified real name as compared for self-referral: case, accents' spacing and spaces do not count. */
export const identityKey = (realName: string) =>
  realName
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s.,'-]+/g, '');

/**
 * What the referral programme hears (docs/referral.md): identity's registrations bind a customer who
 * gave a code to its inviter, once; kyc's verified real names tell a self-referral; trading's fees paid
 * are what commission is paid from, once per fee; accounts answers each payout.
 */
@Injectable()
export class ReferralEventsConsumer extends BusConsumer {
  constructor(
    private readonly commands: ReferralCommands,
    private readonly rules: ReferralRulesQuery,
  ) {
    super();
  }

  protected subscriptions() {
    return [
      contractSubscription('engagement.referral-bindings', REGISTRATIONS, async (registration, client) => {
        const { customerId, kind, invitedBy, registeredAt, invitationCode } = registration;
        if (kind !== 'real') return;
        const models = await engagementReadModels.on(client);
        if (invitationCode) await models.getRepository(ReferralCode).upsert({ customerId, code: invitationCode }, ['customerId']);
        if (!invitedBy) return;
        const inviter = await models.getRepository(ReferralBinding).findOneBy({ customerId: invitedBy });
        await this.commands.bind(
          customerId,
          { type: 'BindReferral', data: { customerId, inviterId: invitedBy, inviterAncestors: inviter?.ancestors ?? [], registeredAt } },
          asOfRegistration(client, registration),
        );
      }),
      contractSubscription('engagement.referral-identities', VERIFICATIONS, async ({ customerId, realName }, tx) => {
        if (!realName?.trim()) return;
        const identities = (await engagementReadModels.on(tx)).getRepository(ReferralIdentity);
        await identities.upsert({ customerId, identityKey: identityKey(realName) }, ['customerId']);
      }),
      contractSubscription(
        'engagement.referral-fees',
        { sources: [TRADING_SOURCE], types: [TradingFeeEvents.paid], parse: parseTradingFeePaidV1 },
        async (fee, client) => {
          const bound = await (await engagementReadModels.on(client)).getRepository(ReferralBinding).findOneBy({ customerId: fee.customerId });
          if (!bound) return;
          const ancestors = await this.standings(client, fee.customerId, bound.ancestors);
          await this.commands.commission(
            fee.feeId,
            {
              type: 'DecideCommission',
              data: { fee, registeredAt: bound.registeredAt.toISOString(), ancestors, rules: await this.rules.current() },
            },
            { client, metadata: { customerId: fee.customerId } },
          );
        },
      ),
      contractSubscription(
        'engagement.referral-answers',
        productFundsAnswers(ProductFundsEvents.released, ProductFundsEvents.settled, ProductFundsEvents.refused),
        async (answer, client, event) => {
          if (answer.kind !== 'referral') return;
          const feeId = answer.referenceId;
          const reason = answer.reason ? { reason: answer.reason } : {};
          const options = { client, now: new Date(answer.at), metadata: { customerId: answer.customerId } };
          if (answer.step === 'payout' && answer.stepId.startsWith(REFERRAL_COMMISSION_PREFIX)) {
            const level = Number(/-(\d+)$/.exec(answer.stepId)?.[1]);
            const outcome = event.type === ProductFundsEvents.released ? 'paid' : 'refused';
            await this.commands.commission(feeId, { type: 'SettleCommission', data: { feeId, level, outcome, ...reason } }, options);
          }
          if (answer.step === 'payment' && answer.stepId.startsWith(REFERRAL_CLAWBACK_PREFIX)) {
            const level = Number(/-(\d+)-\d+$/.exec(answer.stepId)?.[1]);
            const outcome = event.type === ProductFundsEvents.settled ? 'settled' : 'refused';
            await this.commands.commission(feeId, { type: 'SettleClawback', data: { feeId, level, outcome, ...reason } }, options);
          }
        },
      ),
    ];
  }

  /** Each ancestor's country (verified, else the phone's calling code) and whether its verified identity is the payer's. */
  private async standings(client: PoolClient, payerId: string, ancestors: string[]): Promise<AncestorStanding[]> {
    const models = await engagementReadModels.on(client);
    const ids = [payerId, ...ancestors];
    // One after the other: both run on the consumer's transaction, one connection.
    const customers = await models.getRepository(EngagementCustomer).findBy({ customerId: In(ids) });
    const identities = await models.getRepository(ReferralIdentity).findBy({ customerId: In(ids) });
    const customerOf = new Map(customers.map((customer) => [customer.customerId, customer]));
    const keyOf = new Map(identities.map((identity) => [identity.customerId, identity.identityKey]));
    const payerKey = keyOf.get(payerId) ?? null;
    return ancestors.map((customerId) => {
      const customer = customerOf.get(customerId);
      return {
        customerId,
        country: customerCountry(customer?.verifiedCountry ?? null, customer?.areaCode ?? null).country,
        sameIdentity: payerKey !== null && keyOf.get(customerId) === payerKey,
      };
    });
  }
}

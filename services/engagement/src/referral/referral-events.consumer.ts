import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { customerCountry, parseTradingFeePaidV1, ProductFundsEvents, TRADING_SOURCE, TradingFeeEvents } from '@meridian/contracts';
import { contractSubscription } from '@meridian/messaging';
import { BusConsumer } from '@meridian/runtime';
import { asOfRegistration, REGISTRATIONS, VERIFICATIONS } from '../customers/customer-messages';
import { productFundsAnswers } from '../shared/product-funds-answers';
import type { AncestorStanding } from './domain/referral-commission.decider';
import { ReferralRulesQuery } from './queries/referral-rules.query';
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
        if (invitationCode)
          await client.query(
            'INSERT INTO referral_codes (customer_id, code) VALUES ($1, $2) ON CONFLICT (customer_id) DO UPDATE SET code = EXCLUDED.code',
            [customerId, invitationCode],
          );
        if (!invitedBy) return;
        const { rows } = await client.query<{ ancestors: string[] }>('SELECT ancestors FROM referral_bindings WHERE customer_id = $1', [
          invitedBy,
        ]);
        await this.commands.bind(
          customerId,
          { type: 'BindReferral', data: { customerId, inviterId: invitedBy, inviterAncestors: rows[0]?.ancestors ?? [], registeredAt } },
          asOfRegistration(client, registration),
        );
      }),
      contractSubscription('engagement.referral-identities', VERIFICATIONS, async ({ customerId, realName }, tx) => {
        if (!realName?.trim()) return;
        await tx.query(
          `INSERT INTO referral_identities (customer_id, identity_key) VALUES ($1, $2)
           ON CONFLICT (customer_id) DO UPDATE SET identity_key = EXCLUDED.identity_key`,
          [customerId, identityKey(realName)],
        );
      }),
      contractSubscription(
        'engagement.referral-fees',
        { sources: [TRADING_SOURCE], types: [TradingFeeEvents.paid], parse: parseTradingFeePaidV1 },
        async (fee, client) => {
          const binding = await client.query<{ ancestors: string[]; registered_at: Date }>(
            'SELECT ancestors, registered_at FROM referral_bindings WHERE customer_id = $1',
            [fee.customerId],
          );
          const bound = binding.rows[0];
          if (!bound) return;
          const ancestors = await this.standings(client, fee.customerId, bound.ancestors);
          await this.commands.commission(
            fee.feeId,
            {
              type: 'DecideCommission',
              data: { fee, registeredAt: bound.registered_at.toISOString(), ancestors, rules: await this.rules.current() },
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
    const { rows } = await client.query<{
      customer_id: string;
      area_code: string | null;
      verified_country: string | null;
      identity_key: string | null;
    }>(
      `SELECT id AS customer_id, c.area_code, c.verified_country, i.identity_key
         FROM unnest($1::uuid[]) AS id
         LEFT JOIN engagement_customers c ON c.customer_id = id
         LEFT JOIN referral_identities i ON i.customer_id = id`,
      [[payerId, ...ancestors]],
    );
    const byId = new Map(rows.map((row) => [row.customer_id, row]));
    const payerKey = byId.get(payerId)?.identity_key ?? null;
    return ancestors.map((customerId) => {
      const row = byId.get(customerId);
      return {
        customerId,
        country: customerCountry(row?.verified_country ?? null, row?.area_code ?? null).country,
        sameIdentity: payerKey !== null && row?.identity_key === payerKey,
      };
    });
  }
}

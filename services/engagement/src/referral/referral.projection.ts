import type { ClientBase } from 'pg';
import { defineInlineProjection, emptyTables, exceptStreams, projectionOf, streamProjection } from '@meridian/eventstore';
import { referralBindingStream, type ReferralBindingEvent } from './domain/referral-binding.decider';
import { commissionStream, type CommissionEvent } from './domain/referral-commission.decider';

const BINDING_PREFIX = referralBindingStream('');
const COMMISSION_PREFIX = commissionStream('');

/** Updates one commission line (a fee's level); `$1` and `$2` are always the fee and the level. */
const setLine = (client: ClientBase, line: { feeId: string; level: number }, sql: string, params: unknown[]) =>
  client.query(`UPDATE referral_commissions SET ${sql} WHERE fee_id = $1 AND level = $2`, [line.feeId, line.level, ...params]);

// A binding's stream (`referral-<customer>`) shares its prefix with the commissions' (`referral-commission-<fee>`).
const bindings = exceptStreams(
  streamProjection<ReferralBindingEvent>(BINDING_PREFIX, {
    ReferralBound: ({ customerId, inviterId, ancestors, registeredAt, at }, { client }) =>
      client.query(
        `INSERT INTO referral_bindings (customer_id, inviter_id, ancestors, registered_at, bound_at) VALUES ($1, $2, $3, $4, $5)`,
        [customerId, inviterId, ancestors, registeredAt, at],
      ),
  }),
  COMMISSION_PREFIX,
);

const commissions = streamProjection<CommissionEvent>(COMMISSION_PREFIX, {
  CommissionDecided: async ({ fee, lines, at }, { client }) => {
    for (const line of lines)
      await client.query(
        `INSERT INTO referral_commissions (fee_id, level, inviter_id, payer_id, product, coin, fee_amount, reference, rate_bps, amount, status, reason, fee_at, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          fee.feeId,
          line.level,
          line.inviterId,
          fee.customerId,
          fee.product,
          fee.coin,
          fee.amount,
          fee.reference,
          line.rateBps,
          line.amount,
          line.status,
          line.reason,
          fee.at,
          at,
        ],
      );
  },
  CommissionPaid: (data, { client }) => setLine(client, data, "status = 'paid', settled_at = $3", [data.at]),
  CommissionRefused: (data, { client }) =>
    setLine(client, data, "status = 'refused', reason = $3, settled_at = $4", [data.reason, data.at]),
  CommissionClawbackRequested: (data, { client }) =>
    setLine(client, data, "status = 'clawing-back', clawback_reason = $3, clawed_back_by = $4, clawback_refusal = NULL", [
      data.reason,
      data.staffId,
    ]),
  CommissionClawedBack: (data, { client }) => setLine(client, data, "status = 'clawed-back', settled_at = $3", [data.at]),
  CommissionClawbackRefused: (data, { client }) => setLine(client, data, "status = 'paid', clawback_refusal = $3", [data.reason]),
});

/** Who invited whom (with the recorded ancestors) and every commission line of every fee. */
export const referralsProjection = defineInlineProjection({
  name: 'engagement-referrals',
  owner: 'engagement',
  ...projectionOf(bindings, commissions),
  reset: emptyTables('referral_bindings', 'referral_commissions'),
});

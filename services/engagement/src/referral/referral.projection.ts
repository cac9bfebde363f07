import type { ClientBase } from 'pg';
import { defineInlineProjection, type RecordedEvent } from '@meridian/eventstore';
import { referralBindingStream, type ReferralBindingEvent } from './domain/referral-binding.decider';
import { commissionStream, type CommissionEvent } from './domain/referral-commission.decider';

type ReferralEvent = ReferralBindingEvent | CommissionEvent;

const REFERRAL_EVENT_TYPES = Object.keys({
  ReferralBound: true,
  CommissionDecided: true,
  CommissionPaid: true,
  CommissionRefused: true,
  CommissionClawbackRequested: true,
  CommissionClawedBack: true,
  CommissionClawbackRefused: true,
} satisfies Record<ReferralEvent['type'], true>) as ReferralEvent['type'][];

export async function projectReferrals(events: readonly RecordedEvent[], client: ClientBase): Promise<void> {
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as ReferralEvent;
    switch (event.type) {
      case 'ReferralBound': {
        const { customerId, inviterId, ancestors, registeredAt, at } = event.data;
        if (recorded.streamId !== referralBindingStream(customerId)) break;
        await client.query(
          `INSERT INTO referral_bindings (customer_id, inviter_id, ancestors, registered_at, bound_at) VALUES ($1, $2, $3, $4, $5)`,
          [customerId, inviterId, ancestors, registeredAt, at],
        );
        break;
      }
      case 'CommissionDecided': {
        const { fee, lines, at } = event.data;
        if (recorded.streamId !== commissionStream(fee.feeId)) break;
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
        break;
      }
      case 'CommissionPaid':
        await client.query("UPDATE referral_commissions SET status = 'paid', settled_at = $3 WHERE fee_id = $1 AND level = $2", [
          event.data.feeId,
          event.data.level,
          event.data.at,
        ]);
        break;
      case 'CommissionRefused':
        await client.query(
          "UPDATE referral_commissions SET status = 'refused', reason = $3, settled_at = $4 WHERE fee_id = $1 AND level = $2",
          [event.data.feeId, event.data.level, event.data.reason, event.data.at],
        );
        break;
      case 'CommissionClawbackRequested':
        await client.query(
          "UPDATE referral_commissions SET status = 'clawing-back', clawback_reason = $3, clawed_back_by = $4, clawback_refusal = NULL WHERE fee_id = $1 AND level = $2",
          [event.data.feeId, event.data.level, event.data.reason, event.data.staffId],
        );
        break;
      case 'CommissionClawedBack':
        await client.query("UPDATE referral_commissions SET status = 'clawed-back', settled_at = $3 WHERE fee_id = $1 AND level = $2", [
          event.data.feeId,
          event.data.level,
          event.data.at,
        ]);
        break;
      case 'CommissionClawbackRefused':
        await client.query("UPDATE referral_commissions SET status = 'paid', clawback_refusal = $3 WHERE fee_id = $1 AND level = $2", [
          event.data.feeId,
          event.data.level,
          event.data.reason,
        ]);
        break;
      default:
        break;
    }
  }
}

/** Who invited whom (with the recorded ancestors) and every commission line of every fee. */
export const referralsProjection = defineInlineProjection({
  name: 'engagement-referrals',
  owner: 'engagement',
  canHandle: REFERRAL_EVENT_TYPES,
  handle: projectReferrals,
  reset: async (client) => {
    await client.query('DELETE FROM referral_bindings');
    await client.query('DELETE FROM referral_commissions');
  },
});

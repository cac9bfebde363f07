import { defineInlineProjection, exceptStreams, projectionOf, streamProjection, type ProjectedStream } from '@meridian/eventstore';
import { referralBindingStream, type ReferralBindingEvent } from './domain/referral-binding.decider';
import { commissionStream, type CommissionEvent } from './domain/referral-commission.decider';
import { engagementReadModels } from '../engagement.read-models';
import { ReferralBinding } from './read-models/referral-binding.entity';
import { ReferralCommission } from './read-models/referral-commission.entity';

const BINDING_PREFIX = referralBindingStream('');
const COMMISSION_PREFIX = commissionStream('');

const commissionsOn = async ({ client }: ProjectedStream) => (await engagementReadModels.on(client)).getRepository(ReferralCommission);

/** Updates one commission line (a fee's level) with what the event changed. */
const setLine = async (fee: ProjectedStream, { feeId, level }: { feeId: string; level: number }, changes: Partial<ReferralCommission>) => {
  await (await commissionsOn(fee)).update({ feeId, level }, changes);
};

// A binding's stream (`referral-<customer>`) shares its prefix with the commissions' (`referral-commission-<fee>`).
const bindings = exceptStreams(
  streamProjection<ReferralBindingEvent>(BINDING_PREFIX, {
    ReferralBound: async ({ customerId, inviterId, ancestors, registeredAt, at }, { client }) => {
      const row = { customerId, inviterId, ancestors, registeredAt: new Date(registeredAt), boundAt: new Date(at) };
      await (await engagementReadModels.on(client)).getRepository(ReferralBinding).insert(row);
    },
  }),
  COMMISSION_PREFIX,
);

const commissions = streamProjection<CommissionEvent>(COMMISSION_PREFIX, {
  CommissionDecided: async ({ fee, lines, at }, stream) => {
    const rows = lines.map((line) => ({
      feeId: fee.feeId,
      level: line.level,
      inviterId: line.inviterId,
      payerId: fee.customerId,
      product: fee.product,
      coin: fee.coin,
      feeAmount: fee.amount,
      reference: fee.reference,
      rateBps: line.rateBps,
      amount: line.amount,
      status: line.status,
      reason: line.reason,
      feeAt: new Date(fee.at),
      decidedAt: new Date(at),
    }));
    if (rows.length > 0) await (await commissionsOn(stream)).insert(rows);
  },
  CommissionPaid: (data, fee) => setLine(fee, data, { status: 'paid', settledAt: new Date(data.at) }),
  CommissionRefused: (data, fee) => setLine(fee, data, { status: 'refused', reason: data.reason, settledAt: new Date(data.at) }),
  CommissionClawbackRequested: (data, fee) =>
    setLine(fee, data, { status: 'clawing-back', clawbackReason: data.reason, clawedBackBy: data.staffId, clawbackRefusal: null }),
  CommissionClawedBack: (data, fee) => setLine(fee, data, { status: 'clawed-back', settledAt: new Date(data.at) }),
  CommissionClawbackRefused: (data, fee) => setLine(fee, data, { status: 'paid', clawbackRefusal: data.reason }),
});

/** Who invited whom (with the recorded ancestors) and every commission line of every fee. */
export const referralsProjection = defineInlineProjection({
  name: 'engagement-referrals',
  owner: 'engagement',
  ...projectionOf(bindings, commissions),
  reset: engagementReadModels.emptied(ReferralBinding, ReferralCommission),
});

import { productFundsRequestType, REFERRAL_PLATFORM_ACCOUNT, type ProductFundsRequestV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { engagementIntegrationEvent } from '../engagement-integration';
import type { CommissionEvent } from './domain/referral-commission.decider';

/** A commission line's entry on the inviter's ledger: `referral-commission-<feeId>-<level>`, paid once. */
export const REFERRAL_COMMISSION_PREFIX = 'referral-commission-';
export const commissionStepId = (feeId: string, level: number) => `${REFERRAL_COMMISSION_PREFIX}${feeId}-${level}`;
/** A clawback's entry: the paid commission taken back from the inviter's wallet into `platform:fees`. */
export const REFERRAL_CLAWBACK_PREFIX = 'referral-clawback-';
/** One entry per attempt (a refused clawback may be asked again): the commission stream's version names it. */
export const clawbackStepId = (feeId: string, level: number, version: number) => `${REFERRAL_CLAWBACK_PREFIX}${feeId}-${level}-${version}`;

/**
 * What the funding wallet must do for a decided commission: each paying line a payout from
 * `platform:fees` to the inviter's funding wallet (refused, never owed, when that account cannot cover
 * it), and a clawback a payment from the inviter's wallet back to it. Written to the outbox by the use
 * case that appended the events, in its transaction.
 */
export function referralMessages(events: readonly RecordedEvent[]): IntegrationEvent[] {
  const messages: IntegrationEvent[] = [];
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as CommissionEvent;
    if (event.type === 'CommissionDecided') {
      const { fee, lines, at } = event.data;
      for (const line of lines) {
        if (line.status !== 'paying') continue;
        const request: ProductFundsRequestV1 = {
          step: 'payout',
          kind: 'referral',
          referenceId: fee.feeId,
          customerId: line.inviterId,
          asset: 'USDT',
          amount: line.amount,
          stepId: commissionStepId(fee.feeId, line.level),
          platformAccount: REFERRAL_PLATFORM_ACCOUNT,
          memo: `Referral commission, level ${line.level}, on a ${fee.product} fee`,
          refusal: 'referral.feesShort',
          at,
        };
        messages.push(engagementIntegrationEvent(productFundsRequestType('payout'), request, at, recorded, line.inviterId));
      }
    }
    if (event.type === 'CommissionClawbackRequested') {
      const { feeId, level, inviterId, amount, reason, at } = event.data;
      const request: ProductFundsRequestV1 = {
        step: 'payment',
        payer: 'wallet',
        kind: 'referral',
        referenceId: feeId,
        customerId: inviterId,
        asset: 'USDT',
        amount,
        stepId: clawbackStepId(feeId, level, recorded.version),
        platformAccount: REFERRAL_PLATFORM_ACCOUNT,
        memo: `Referral commission clawed back: ${reason}`,
        refusal: 'referral.clawbackShort',
        at,
      };
      messages.push(engagementIntegrationEvent(productFundsRequestType('payment'), request, at, recorded, inviterId));
    }
  }
  return messages;
}

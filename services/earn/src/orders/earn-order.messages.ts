import type { PoolClient } from 'pg';
import { earnHoldId } from '@meridian/contracts';
import { Decimal } from '@meridian/money';
import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { productFundsRequest } from '../product-funds/product-funds.request';
import type { EarnOrderEvent } from './domain/earn-order.decider';
import { earnReadModels } from '../earn.read-models';
import { EarnOrder } from './read-models/earn-order.entity';

const PREFIX = 'earn-order-';

/**
 * What the funding wallet must do for an order's new events: hold a placed order's principal, credit
 * a paid yield, give an ended order's principal back (less a redemption's penalty). Written to the
 * outbox by the use case that appended them (EarnOrderStore), in its transaction; the order's row it
 * reads was written there by the inline projection.
 */
export async function earnOrderMessages(events: readonly RecordedEvent[], client: PoolClient): Promise<IntegrationEvent[]> {
  const messages: IntegrationEvent[] = [];
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(PREFIX)) continue;
    const orderId = recorded.streamId.slice(PREFIX.length);
    const event = { type: recorded.type, data: recorded.data } as EarnOrderEvent;
    const product = { kind: 'earn', referenceId: orderId, asset: 'USDT', platformAccount: 'earn-payouts' } as const;
    const order = async () => (await earnReadModels.on(client)).getRepository(EarnOrder).findOneByOrFail({ orderId });
    switch (event.type) {
      case 'EarnOrderPlaced': {
        const { customerId, amount, at } = event.data;
        const hold = { ...product, step: 'hold', customerId, amount, stepId: earnHoldId(orderId), memo: 'Earn custody', refusal: 'earn.insufficientBalance', at } as const;
        messages.push(productFundsRequest(hold, recorded));
        break;
      }
      case 'EarnYieldPaid': {
        const { day, amount, at } = event.data;
        const { customerId } = await order();
        const payout = { ...product, step: 'payout', customerId, amount, stepId: `earn-yield-${orderId}-${day}`, memo: `Earn yield, day ${day}`, at } as const;
        messages.push(productFundsRequest(payout, recorded));
        break;
      }
      case 'EarnOrderMatured':
      case 'EarnOrderRedeemed': {
        const penalty = event.type === 'EarnOrderRedeemed' ? event.data.penalty : '0';
        const row = await order();
        const memo = Decimal.parse(penalty).isZero() ? 'Earn order ended' : 'Earn redemption';
        const release = { ...product, step: 'release', customerId: row.customerId, amount: row.amount, share: penalty, stepId: earnHoldId(orderId), memo, at: event.data.at } as const;
        messages.push(productFundsRequest(release, recorded));
        break;
      }
      case 'EarnOrderActivated':
      case 'EarnOrderFailed':
      case 'EarnRedemptionRequested':
      case 'EarnRedemptionRejected':
        break;
      default: {
        const unknown: never = event;
        throw new Error(`unknown earn event ${JSON.stringify(unknown)}`);
      }
    }
  }
  return messages;
}

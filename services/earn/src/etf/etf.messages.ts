import type { RecordedEvent } from '@meridian/eventstore';
import type { IntegrationEvent } from '@meridian/messaging';
import { productFundsRequest } from '../product-funds/product-funds.request';
import type { EtfHoldingEvent } from './domain/etf-holding.decider';
import { holdingOf, HOLDING_PREFIX } from './etf-streams';

/** A purchase's entry id on the wallet: `etf-buy-<tradeId>`. */
export const ETF_BUY_PREFIX = 'etf-buy-';

/**
 * What accounts must do for a holding's new events: take a purchase's USDT, pay a sale's proceeds.
 * Written to the outbox by the use case that appended them (EtfStore), in its transaction.
 */
export function etfMessages(events: readonly RecordedEvent[]): IntegrationEvent[] {
  const messages: IntegrationEvent[] = [];
  for (const recorded of events) {
    if (!recorded.streamId.startsWith(HOLDING_PREFIX)) continue;
    const { fundId, customerId } = holdingOf(recorded.streamId);
    const event = { type: recorded.type, data: recorded.data } as EtfHoldingEvent;
    const product = { kind: 'etf', referenceId: fundId, customerId, asset: 'USDT', platformAccount: 'etf-funds' } as const;
    switch (event.type) {
      case 'EtfBuyPlaced': {
        const { tradeId, amount, at } = event.data;
        const payment = { ...product, step: 'payment', payer: 'wallet', amount, stepId: `${ETF_BUY_PREFIX}${tradeId}`, memo: 'ETF purchase', refusal: 'earn.insufficientBalance', at } as const;
        messages.push(productFundsRequest(payment, recorded));
        break;
      }
      case 'EtfSold': {
        const { tradeId, proceeds, at } = event.data;
        messages.push(productFundsRequest({ ...product, step: 'payout', amount: proceeds, stepId: `etf-sale-${tradeId}`, memo: 'ETF sale', at }, recorded));
        break;
      }
      case 'EtfBuySettled':
      case 'EtfBuyFailed':
        break;
      default: {
        const unknown: never = event;
        throw new Error(`unknown ETF holding event ${JSON.stringify(unknown)}`);
      }
    }
  }
  return messages;
}

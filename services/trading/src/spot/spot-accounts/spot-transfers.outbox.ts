import type { QueryConfig } from 'pg';
import { TradingFeeEvents, type TradingFeePaidV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { outboxStatements, type IntegrationEvent } from '@meridian/messaging';
import { MARKET_MAKER, type SpotCommand, type SpotEventData } from '../domain/spot-core.types';
import { SPOT_MARKETS } from '../domain/spot-markets';
import { SPOT_CORE_STREAM } from '../read-models/spot-read-model';
import { spotCustomerUpdates } from '../read-models/spot-customer-updates';
import { sendsToFunding, sentToFunding, tradingMessage } from '../../trading-messages';

/** Money sent out of a spot account to the funding wallet. */
const spotTransferEvents = (recorded: readonly RecordedEvent[]): IntegrationEvent[] =>
  sendsToFunding<SpotCommand>(recorded, SPOT_CORE_STREAM, 'SpotFundsSent').map(({ command: { transferId, customerId, coin, amount, toAccount, at }, eventId }) =>
    sentToFunding('spot', { transferId, customerId, coin, amount, toAccount, at }, eventId),
  );

/** Every fee a customer paid on a fill, once per trade and side (referral commission is paid from these). */
function spotFeeEvents(recorded: readonly RecordedEvent[]): IntegrationEvent[] {
  const published: IntegrationEvent[] = [];
  for (const event of recorded) {
    if (event.streamId !== SPOT_CORE_STREAM) continue;
    for (const trade of (event.data as SpotEventData).trades ?? []) {
      const market = SPOT_MARKETS.get(trade.symbol);
      const [base, quote] = [market?.base.code, market?.quote.code];
      const sides = [
        { side: 'buyer', customerId: trade.buyerId, coin: base, amount: trade.buyerFee },
        { side: 'seller', customerId: trade.sellerId, coin: quote, amount: trade.sellerFee },
      ];
      for (const { side, customerId, coin, amount } of sides) {
        if (customerId === MARKET_MAKER || !coin || !/[1-9]/.test(amount)) continue;
        const data: TradingFeePaidV1 = { feeId: `spot-${trade.id}-${side}`, customerId, product: 'spot', coin, amount, reference: trade.id, at: trade.at };
        published.push(tradingMessage(TradingFeeEvents.paid, SPOT_CORE_STREAM, data, { customerId, causationId: event.id }, trade.at));
      }
    }
  }
  return published;
}

/** The outbox rows of one group commit: transfers to the funding side, fees paid, and what the customers' apps should show. */
export function spotOutboxStatements(recorded: readonly RecordedEvent[]): QueryConfig[] {
  const update = spotCustomerUpdates(recorded);
  return outboxStatements([...spotTransferEvents(recorded), ...spotFeeEvents(recorded), ...(update ? [update] : [])]);
}

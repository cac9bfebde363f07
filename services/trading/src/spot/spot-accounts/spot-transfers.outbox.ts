import { randomUUID } from 'node:crypto';
import type { QueryConfig } from 'pg';
import { FundsTransferEvents, TRADING_SOURCE, type FundsSentToFundingV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { outboxStatements, type IntegrationEvent } from '@meridian/messaging';
import type { SpotEventData } from '../domain/spot-core.types';
import { SPOT_CORE_STREAM } from '../read-model/spot-read-model';
import { spotCustomerUpdates } from '../read-model/spot-customer-updates';

/**
 * Money sent out of a spot account is announced in the append's transaction (the outbox), so the
 * funding side hears of it if and only if the debit is durable.
 */
function spotTransferEvents(recorded: readonly RecordedEvent[]): IntegrationEvent[] {
  const published: IntegrationEvent[] = [];
  for (const event of recorded) {
    if (event.streamId !== SPOT_CORE_STREAM || event.type !== 'SpotFundsSent') continue;
    const { command } = event.data as SpotEventData;
    if (command.type !== 'SendToFunding') continue;
    const data: FundsSentToFundingV1 = {
      transferId: command.transferId,
      customerId: command.customerId,
      coin: command.coin,
      amount: command.amount,
      toAccount: command.toAccount,
      at: command.at,
    };
    published.push({
      id: randomUUID(),
      type: FundsTransferEvents.sentToFunding,
      source: TRADING_SOURCE,
      streamId: `spot-transfer-${command.transferId}`,
      schemaVersion: 1,
      data,
      metadata: { customerId: command.customerId, causationId: event.id },
      occurredAt: command.at,
    });
  }
  return published;
}

/** The outbox rows of one group commit: transfers to the funding side, and what the customers' apps should show. */
export function spotOutboxStatements(recorded: readonly RecordedEvent[]): QueryConfig[] {
  const update = spotCustomerUpdates(recorded);
  return outboxStatements([...spotTransferEvents(recorded), ...(update ? [update] : [])]);
}

import { randomUUID } from 'node:crypto';
import type { QueryConfig } from 'pg';
import { CustomerUpdateCollector, CustomerUpdateEvents, FundsTransferEvents, TRADING_SOURCE, type CustomerUpdatedV1, type FundsSentToFundingV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { outboxStatements, type IntegrationEvent } from '@meridian/messaging';
import type { DerivativesAccount } from '@meridian/runtime';
import type { ContractEventData } from '../domain/contract-core.types';
import { CONTRACT_CORE_STREAM } from '../read-model/contract-read-model';

const ACCOUNT_OF_KIND: Record<string, DerivativesAccount> = { contract: 'hy', futures: 'jg1', option: 'jg' };
const KIND_OF_ACCOUNT: Record<DerivativesAccount, 'contract' | 'futures' | 'option'> = { hy: 'contract', jg1: 'futures', jg: 'option' };

/** Money sent out of a contract or futures account, announced in the append's transaction. */
function transfersToFunding(recorded: readonly RecordedEvent[]): IntegrationEvent[] {
  const published: IntegrationEvent[] = [];
  for (const event of recorded) {
    if (event.streamId !== CONTRACT_CORE_STREAM || event.type !== 'ContractFundsSent') continue;
    const { command } = event.data as ContractEventData;
    if (command.type !== 'SendToFunding') continue;
    const data: FundsSentToFundingV1 = { transferId: command.transferId, customerId: command.customerId, coin: 'USDT', amount: command.amount, toAccount: command.toAccount, fromAccount: KIND_OF_ACCOUNT[command.account], at: command.at };
    published.push({
      id: randomUUID(),
      type: FundsTransferEvents.sentToFunding,
      source: TRADING_SOURCE,
      streamId: `contract-transfer-${command.transferId}`,
      schemaVersion: 1,
      data,
      metadata: { customerId: command.customerId, causationId: event.id },
      occurredAt: command.at,
    });
  }
  return published;
}

/** One message per group commit for every customer whose contract or futures account it moved. */
function balanceUpdates(recorded: readonly RecordedEvent[]): IntegrationEvent | null {
  const collector = new CustomerUpdateCollector();
  for (const event of recorded) {
    for (const { account } of (event.data as ContractEventData).postings) {
      const [type, customerId, kind] = account.split(':');
      const accountType = kind ? ACCOUNT_OF_KIND[kind] : undefined;
      if (type === 'user' && customerId && accountType) collector.balance(customerId, accountType);
    }
  }
  const updates = collector.updates();
  const last = recorded[recorded.length - 1];
  if (updates.length === 0 || !last) return null;
  const data: CustomerUpdatedV1 = { updates, at: last.recordedAt };
  return { id: randomUUID(), type: CustomerUpdateEvents.updated, source: TRADING_SOURCE, streamId: last.streamId, schemaVersion: 1, data, metadata: { causationId: last.id }, occurredAt: last.recordedAt };
}

export function contractFundsOutboxStatements(recorded: readonly RecordedEvent[]): QueryConfig[] {
  const update = balanceUpdates(recorded);
  return outboxStatements([...transfersToFunding(recorded), ...(update ? [update] : [])]);
}

import type { QueryConfig } from 'pg';
import { CustomerUpdateCollector, CustomerUpdateEvents, TradingFeeEvents, type CustomerUpdatedV1, type TradingFeePaidV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { outboxStatements, type IntegrationEvent } from '@meridian/messaging';
import type { DerivativesAccount } from '@meridian/runtime';
import { FEES_TO_FUNDING } from '../domain/contract-book';
import type { ContractCommand, ContractEventData } from '../domain/contract-core.types';
import { CONTRACT_CORE_STREAM } from '../read-models/contract-read-model';
import { tradingOutcomes } from '../read-models/trading-outcomes.outbox';
import { sendsToFunding, sentToFunding, tradingMessage } from '../../trading-messages';

const ACCOUNT_OF_KIND: Record<string, DerivativesAccount> = { contract: 'hy', futures: 'jg1', option: 'jg' };
const KIND_OF_ACCOUNT: Record<DerivativesAccount, 'contract' | 'futures' | 'option'> = { hy: 'contract', jg1: 'futures', jg: 'option' };

/** Money sent out of a contract or futures account, announced in the append's transaction. */
const transfersToFunding = (recorded: readonly RecordedEvent[]): IntegrationEvent[] =>
  sendsToFunding<ContractCommand>(recorded, CONTRACT_CORE_STREAM, 'ContractFundsSent').map(({ command: { transferId, customerId, amount, toAccount, account, at }, eventId }) =>
    sentToFunding('contract', { transferId, customerId, coin: 'USDT', amount, toAccount, fromAccount: KIND_OF_ACCOUNT[account], at }, eventId),
  );

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
  return tradingMessage(CustomerUpdateEvents.updated, last.streamId, data, { causationId: last.id }, last.recordedAt);
}

const FEE_PRODUCT: Partial<Record<string, TradingFeePaidV1['product']>> = { open_fee: 'contract', close_fee: 'contract', option_fee: 'option' };

/** Every opening, closing and option fee a customer paid, once per event and posting (referral commission is paid from these). */
function feesPaid(recorded: readonly RecordedEvent[]): IntegrationEvent[] {
  const published: IntegrationEvent[] = [];
  for (const event of recorded) {
    if (event.streamId !== CONTRACT_CORE_STREAM) continue;
    const { postings, positions, options, command } = event.data as ContractEventData;
    const owners = new Map<string, string>([...positions.map((p) => [p.id, p.ownerId] as const), ...(options ?? []).map((o) => [o.id, o.ownerId] as const)]);
    const at = (command as { at?: string }).at ?? event.recordedAt;
    postings.forEach((posting, index) => {
      const product = posting.record ? FEE_PRODUCT[posting.record] : undefined;
      const customerId = posting.ref ? owners.get(posting.ref) : undefined;
      if (!product || !customerId || posting.account !== FEES_TO_FUNDING || !/^\d/.test(posting.amount) || !/[1-9]/.test(posting.amount)) return;
      const data: TradingFeePaidV1 = { feeId: `contract-${event.id}-${index}`, customerId, product, coin: 'USDT', amount: posting.amount, reference: posting.ref!, at };
      published.push(tradingMessage(TradingFeeEvents.paid, CONTRACT_CORE_STREAM, data, { customerId, causationId: event.id }, at));
    });
  }
  return published;
}

export function contractFundsOutboxStatements(recorded: readonly RecordedEvent[]): QueryConfig[] {
  const update = balanceUpdates(recorded);
  return outboxStatements([...transfersToFunding(recorded), ...feesPaid(recorded), ...tradingOutcomes(recorded), ...(update ? [update] : [])]);
}

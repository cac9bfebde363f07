import { randomUUID } from 'node:crypto';
import { ACCOUNTS_SOURCE, CustomerUpdateCollector, CustomerUpdateEvents, type CustomerAccountType, type CustomerUpdatedV1 } from '@meridian/contracts';
import type { RecordedEvent } from '@meridian/eventstore';
import { decodeLedgerEvent, journalEntryOf, parseAccount } from '@meridian/ledger';
import type { IntegrationEvent } from '@meridian/messaging';
import { ACCOUNTS_PROJECTED_EVENT_TYPES } from '../accounts-event-types';
import { accountTypeOfKind } from '../catalogue/account-types';
import { FUNDING_ASSETS } from '../catalogue/asset-catalogue';
import { depositStream } from '../deposits/domain/deposit.decider';
import { isLedgerStream } from '../ledger/ledger-stream';
import { withdrawalStream } from '../withdrawals/domain/withdrawal.decider';

const DEPOSIT_PREFIX = depositStream('');
const WITHDRAWAL_PREFIX = withdrawalStream('');
const TOLD = new Set(ACCOUNTS_PROJECTED_EVENT_TYPES);

/**
 * Tells the customers' open apps what one append changed (one `CustomerUpdated` per append, none when
 * it touched no customer). The use case that appended the events writes it to the outbox in the
 * append's transaction (`FundingStore`, `CustomerLedger`), so the push gateway hears of it in any
 * process, and only if it committed; the projections never do, so a rebuild tells nobody again.
 */
export function customerUpdateMessages(appended: readonly RecordedEvent[]): IntegrationEvent[] {
  const recorded = appended.filter((event) => TOLD.has(event.type));
  const collector = new CustomerUpdateCollector();
  for (const event of recorded) {
    if (isLedgerStream(event.streamId)) {
      for (const { account } of journalEntryOf(decodeLedgerEvent({ type: event.type, data: event.data }, FUNDING_ASSETS)).postings) {
        const parsed = parseAccount(account);
        const type = parsed.type === 'user' ? (accountTypeOfKind(parsed.kind) as CustomerAccountType | undefined) : undefined;
        if (parsed.type === 'user' && type) collector.balance(parsed.customerId, type);
      }
      continue;
    }
    const customerId = event.metadata.customerId;
    if (typeof customerId !== 'string') continue;
    // An approval says whether it was the last the review needs (the first of four eyes moves nothing).
    const { final } = event.data as { final?: unknown };
    if (event.streamId.startsWith(DEPOSIT_PREFIX)) collector.deposit(customerId, event.streamId.slice(DEPOSIT_PREFIX.length), event.type, typeof final === 'boolean' ? final : undefined);
    if (event.streamId.startsWith(WITHDRAWAL_PREFIX)) collector.withdrawal(customerId, event.streamId.slice(WITHDRAWAL_PREFIX.length), event.type, typeof final === 'boolean' ? final : undefined);
  }
  const updates = collector.updates();
  if (updates.length === 0) return [];
  const last = recorded[recorded.length - 1]!;
  const data: CustomerUpdatedV1 = { updates, at: last.recordedAt };
  return [
    {
      id: randomUUID(),
      type: CustomerUpdateEvents.updated,
      source: ACCOUNTS_SOURCE,
      streamId: last.streamId,
      schemaVersion: 1,
      data,
      metadata: { causationId: last.id },
      occurredAt: last.recordedAt,
    },
  ];
}

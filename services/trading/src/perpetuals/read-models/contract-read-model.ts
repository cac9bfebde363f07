import type { QueryConfig } from 'pg';
import type { RecordedEvent } from '@meridian/eventstore';
import type { CloseReason, ContractEventData, PositionView, TickRef } from '../domain/contract-core.types';
import type { OptionView } from '../domain/option-book';

export const CONTRACT_CORE_STREAM = 'contract-core';

/** The platform accounts whose every movement is public (GET /api/v1/reserves): the insurance fund. */
export const PUBLISHED_PLATFORM_ACCOUNTS = ['platform:insurance:USDT'];

const ACCOUNT_OF_KIND: Record<string, string> = { contract: 'hy', futures: 'jg1', option: 'jg' };

/**
 * One close of a position (partial or whole) as the read model keeps it in the position's view: the
 * position's realised P&L and close fees are cumulative, so each close carries the totals after it and
 * the reader takes the differences (`positionCloses`).
 */
export interface StoredPositionClose {
  at: string;
  reason: CloseReason;
  lots: string;
  price: string | null;
  tick: TickRef | null;
  /** The position's realised P&L and close fees after this close. */
  realizedPnlAfter: string;
  closeFeeAfter: string;
  /** Whether the position was whole-closed by it. */
  whole: boolean;
}

/** A position's view in the read model: the core's, plus its closes and the margin it held while open. */
export type StoredPositionView = PositionView & { closes?: StoredPositionClose[]; marginWhileOpen?: string | null };

/** The close this event made of the position, if it closed any of it. */
function closeOf(data: ContractEventData, position: PositionView): StoredPositionClose | null {
  const command = data.command;
  if (command.type === 'ClosePosition' && command.positionId === position.id) {
    const whole = position.status !== 'open';
    if (whole) return wholeClose(position);
    // A partial close keeps the position open; the event says what it closed, at which price and tick (the core's, never the command's guess).
    const part = data.partialClose?.positionId === position.id ? data.partialClose : null;
    return {
      at: command.at,
      reason: 'user',
      lots: part?.lots ?? command.lots ?? position.lots,
      price: part?.price ?? null,
      tick: part?.tick ?? null,
      realizedPnlAfter: position.realizedPnl,
      closeFeeAfter: position.closeFee,
      whole: false,
    };
  }
  // Take-profit, stop-loss and liquidation close the whole position, on a tick.
  if ((position.status === 'closed' || position.status === 'liquidated') && position.closedAt === command.at && position.closeReason !== null) return wholeClose(position);
  return null;
}

function wholeClose(position: PositionView): StoredPositionClose {
  return {
    at: position.closedAt ?? '',
    reason: position.closeReason ?? 'user',
    lots: position.lots,
    price: position.closePrice,
    tick: position.closeTick,
    realizedPnlAfter: position.realizedPnl,
    closeFeeAfter: position.closeFee,
    whole: true,
  };
}

/** The positions and account records a batch of the core's events changed, as statements for its writer's transaction. */
export function contractReadModelStatements(events: readonly RecordedEvent[]): QueryConfig[] {
  const positions = new Map<string, StoredPositionView & { updatedAt: string }>();
  // Closes in this batch of positions whose view before the close is not in the batch: the margin they held is read from the table.
  const closedFromTable = new Set<string>();
  const options = new Map<string, OptionView>();
  const records: string[][] = [];
  const platformRecords: (string | null)[][] = [];
  for (const event of events) {
    if (event.streamId !== CONTRACT_CORE_STREAM) continue;
    const data = event.data as ContractEventData;
    for (const posting of data.postings) {
      if (!PUBLISHED_PLATFORM_ACCOUNTS.includes(posting.account)) continue;
      const kind = posting.record ?? (posting.amount.startsWith('-') ? 'loss_cover' : 'received');
      const reason = 'reason' in data.command ? data.command.reason : null;
      platformRecords.push([posting.account, posting.amount, kind, posting.ref ?? '', reason, data.command.at]);
    }
    for (const position of data.positions) {
      const before = positions.get(position.id);
      const close = closeOf(data, position);
      const closes = [...(before?.closes ?? []), ...(close ? [close] : [])];
      let marginWhileOpen = before?.marginWhileOpen ?? null;
      if (close && marginWhileOpen === null) {
        if (before) marginWhileOpen = before.margin;
        else closedFromTable.add(position.id);
      }
      positions.set(position.id, { ...position, closes, marginWhileOpen, updatedAt: data.command.at });
    }
    for (const option of data.options ?? []) options.set(option.id, option);
    for (const posting of data.postings) {
      if (!posting.record || posting.balanceAfter === undefined) continue;
      const [, customerId = '', kind = ''] = posting.account.split(':');
      records.push([customerId, ACCOUNT_OF_KIND[kind] ?? kind, posting.amount, posting.balanceAfter, posting.record, posting.ref ?? '', data.command.at]);
    }
  }
  const statements: QueryConfig[] = [];
  if (closedFromTable.size > 0) {
    // The margin held just before the first close, kept for the position's totals.
    statements.push({
      text: `UPDATE contract_positions SET view = view || jsonb_build_object('marginWhileOpen', coalesce(nullif(view->'marginWhileOpen', 'null'::jsonb), view->'margin'))
             WHERE id = ANY($1::text[]) AND coalesce(view->>'marginWhileOpen', '') = ''`,
      values: [[...closedFromTable]],
    });
  }
  if (positions.size > 0) {
    const rows = [...positions.values()];
    statements.push({
      text: `INSERT INTO contract_positions AS p (id, owner_id, symbol, status, view, opened_at, closed_at, updated_at)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::timestamptz[], $7::timestamptz[], $8::timestamptz[])
             ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, closed_at = EXCLUDED.closed_at, updated_at = EXCLUDED.updated_at,
               view = EXCLUDED.view || jsonb_build_object(
                 'closes', coalesce(p.view->'closes', '[]'::jsonb) || coalesce(EXCLUDED.view->'closes', '[]'::jsonb),
                 'marginWhileOpen', coalesce(nullif(p.view->'marginWhileOpen', 'null'::jsonb), EXCLUDED.view->'marginWhileOpen', 'null'::jsonb))`,
      values: [
        rows.map((p) => p.id),
        rows.map((p) => p.ownerId),
        rows.map((p) => p.symbol),
        rows.map((p) => p.status),
        rows.map(({ updatedAt: _updatedAt, ...view }) => JSON.stringify(view)),
        rows.map((p) => p.openedAt),
        rows.map((p) => p.closedAt),
        rows.map((p) => p.updatedAt),
      ],
    });
  }
  if (options.size > 0) {
    const rows = [...options.values()];
    statements.push({
      text: `INSERT INTO contract_options (id, owner_id, symbol, status, view, accepted_at, settled_at)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::timestamptz[], $7::timestamptz[])
             ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, view = EXCLUDED.view, settled_at = EXCLUDED.settled_at`,
      values: [rows.map((o) => o.id), rows.map((o) => o.ownerId), rows.map((o) => o.symbol), rows.map((o) => o.status), rows.map((o) => JSON.stringify(o)), rows.map((o) => o.acceptedAt), rows.map((o) => o.settledAt)],
    });
  }
  if (records.length > 0) {
    statements.push({
      text: `INSERT INTO contract_account_records (customer_id, account, amount, balance_after, type, ref, at)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])`,
      values: [0, 1, 2, 3, 4, 5, 6].map((column) => records.map((row) => row[column])),
    });
  }
  if (platformRecords.length > 0) {
    statements.push({
      text: `INSERT INTO contract_platform_records (account, amount, kind, ref, reason, at)
             SELECT * FROM unnest($1::text[], $2::numeric[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])`,
      values: [0, 1, 2, 3, 4, 5].map((column) => platformRecords.map((row) => row[column])),
    });
  }
  return statements;
}

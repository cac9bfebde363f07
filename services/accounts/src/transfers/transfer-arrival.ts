import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { RequestClaim } from '@meridian/http';
import { ledgerStream } from '../ledger/customer-ledger';
import { isEntryPosted } from '../ledger/posted-entries';

/**
 * How long a transfer's answer waits for the money to arrive where it went. An answer of "completed"
 * means the money can be spent there; past this, the answer is "processing" with the transfer id
 * (the money still arrives: the saga's messages are in the outbox and are delivered until handled).
 */
export const ARRIVAL_TIMEOUT_MS = 10_000;

/** The consumers that credit a trading core's account (services/trading): their inbox rows say the core credited it. */
export const TRADING_RECEIVERS = { spot: 'trading.spot-funds', derivatives: 'trading.contract-funds' } as const;

/**
 * The id of the message that forwards a transfer from one trading account to another through here
 * (funds-from-trading.consumer.ts): derived from the transfer id, so the answer can wait for that very
 * message to be handled, and a redelivery forwards under the same id (the receiving inbox ignores it).
 */
export function forwardedEventId(transferId: string): string {
  return uuidFrom(`forward:${transferId}`);
}

/**
 * The id of the message that announces a transfer into a trading account: derived from the transfer
 * id, so a retry of the request can wait for the core to handle that very message.
 */
export function sentToTradingEventId(transferId: string): string {
  return uuidFrom(`send:${transferId}`);
}

/**
 * The id of a transfer made under a request id: derived from the request (its scope, id and
 * fingerprint), so every attempt of one request names one transfer. A trading core refuses a transfer
 * id it already moved, so an attempt that meets the transfer another attempt of the same request
 * committed (a retry that took over a claim while the first attempt's debit was still on its way)
 * moves nothing again. Another body under a reused key is another request, with another id.
 */
export function transferIdOf(claim: RequestClaim): string {
  return uuidFrom(`transfer:${claim.scope}\n${claim.requestId}\n${claim.fingerprint}`);
}

/** A UUID (version 4 in shape) derived from `text` by SHA-256. */
function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether the consumer has handled the message (its inbox row commits after, or with, its effect). */
export const handledBy = (pool: Pool, consumer: string, eventId: string) => () =>
  pool.query('SELECT 1 FROM inbox WHERE consumer = $1 AND event_id = $2', [consumer, eventId]).then((r) => r.rowCount !== 0);

/** Whether the customer's ledger holds the entry (the credit of a transfer out of a trading account). */
export const postedOnLedger = (pool: Pool, customerId: string, entryId: string) => () => isEntryPosted(pool, ledgerStream(customerId), entryId);

/**
 * The longest pause between two looks. The customer waits for the answer, and a look is one index
 * lookup, so the pause stays short: at 100 ms the pause alone added up to 100 ms to a transfer between
 * processes (p99 262 ms at 10 requests a second in `npm run bench:load`).
 */
export const ARRIVAL_POLL_MAX_MS = 20;

/** Polls `arrived` (5 ms, doubling to ARRIVAL_POLL_MAX_MS) until it holds or `timeoutMs` passes: true when it arrived. */
export async function waitForArrival(arrived: () => Promise<boolean>, timeoutMs = ARRIVAL_TIMEOUT_MS): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 5; ; pause = Math.min(pause * 2, ARRIVAL_POLL_MAX_MS)) {
    if (await arrived()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, Math.max(1, deadline - Date.now()))));
  }
}

import { ASSETS, Money, assetOf, type AssetCatalogue } from '@meridian/money';
import { parseAccount } from './account-name';
import type { LedgerCommand } from './ledger.commands';
import { decide, evolve } from './ledger.decider';
import type { LedgerEvent } from './ledger.events';
import { initialLedgerState, type LedgerState } from './ledger.state';
import { LedgerError } from './ledger-error';

/** A ledger event as stored: the same shape with every Money as its decimal string. */
export type Encoded<T> = T extends Money
  ? string
  : T extends readonly (infer Item)[]
    ? Encoded<Item>[]
    : T extends object
      ? { -readonly [K in keyof T]: Encoded<T[K]> }
      : T;

export type EncodedLedgerEvent = { [E in LedgerEvent as E['type']]: { type: E['type']; data: Encoded<E['data']> } }[LedgerEvent['type']];

/**
 * Events are stored as JSON, and Money (a bigint inside) is not JSON. The asset of every amount is
 * the asset of an account named next to it, so the stored form needs nothing but the decimal string.
 */
export function encodeLedgerEvent(event: LedgerEvent): EncodedLedgerEvent {
  return JSON.parse(JSON.stringify(event)) as EncodedLedgerEvent;
}

export function decodeLedgerEvent(raw: unknown, assets: AssetCatalogue = ASSETS): LedgerEvent {
  try {
    const { type, data } = raw as { type: unknown; data: Record<string, unknown> };
    const amountIn = (account: unknown, text: unknown): Money => Money.parse(assetOf(parseAccount(str(account)).asset, assets), str(text));
    const postings = (list: unknown) => array(list).map((p) => ({ account: str(p.account), amount: amountIn(p.account, p.amount) }));
    switch (type) {
      case 'EntryPosted': {
        const correlationId = data.correlationId === undefined ? {} : { correlationId: str(data.correlationId) };
        return {
          type,
          data: { id: str(data.id), postings: postings(data.postings), memo: str(data.memo), at: str(data.at), ...correlationId },
        };
      }
      case 'HoldPlaced':
        return {
          type,
          data: {
            holdId: str(data.holdId),
            from: str(data.from),
            amount: amountIn(data.from, data.amount),
            memo: str(data.memo),
            at: str(data.at),
          },
        };
      case 'HoldPosted': {
        const decoded = postings(data.postings);
        const account = array(data.postings)[0]?.account;
        return {
          type,
          data: {
            holdId: str(data.holdId),
            amount: amountIn(account, data.amount),
            postings: decoded,
            memo: str(data.memo),
            at: str(data.at),
          },
        };
      }
      case 'HoldVoided':
        return {
          type,
          data: {
            holdId: str(data.holdId),
            to: str(data.to),
            amount: amountIn(data.to, data.amount),
            reason: str(data.reason),
            at: str(data.at),
          },
        };
      default:
        throw new Error(`unknown type ${String(type)}`);
    }
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'ledger.invalidEvent') throw error;
    throw new LedgerError('ledger.invalidEvent', `cannot decode ledger event: ${(error as Error).message}`);
  }
}

/**
 * The ledger decider with events in their stored form, ready for `@meridian/eventstore`'s
 * handleCommand (which appends `decide`'s output as JSON and hands stored data to `evolve`).
 */
export function jsonLedgerDecider(assets: AssetCatalogue = ASSETS) {
  return {
    decide: (command: LedgerCommand, state: LedgerState): EncodedLedgerEvent[] => decide(command, state).map(encodeLedgerEvent),
    evolve: (state: LedgerState, event: EncodedLedgerEvent): LedgerState => evolve(state, decodeLedgerEvent(event, assets)),
    initialState: initialLedgerState,
  };
}

function str(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`expected a string, got ${typeof value}`);
  return value;
}

function array(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error('expected a non-empty list of postings');
  return value as Record<string, unknown>[];
}

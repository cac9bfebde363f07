import type { AccountType } from '../funding.types';

// The ledger's memos are written for auditors ("Transfer bba → bb", "Deposit USDT TRC20", an order id).
// A customer reads them as a sentence in their language, or as a short reference they can quote to support.

/** The ledger kinds the accounts service names in memos, by the account type customers know. */
const KIND_TO_TYPE: Record<string, AccountType> = { funding: 'bba', spot: 'bb', contract: 'hy', margin: 'hya', option: 'jg', futures: 'jg1' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type MemoDescription =
  | { kind: 'transfer'; from: string; to: string }
  | { kind: 'deposit'; coin: string; chain: string }
  | { kind: 'key'; key: 'demoFunding' | 'withdrawalPaid' | 'withdrawalHeld' }
  | { kind: 'withdrawalRejected'; reason: string }
  | { kind: 'reference'; reference: string; full: string }
  | { kind: 'text'; text: string };

const accountOf = (name: string): string => KIND_TO_TYPE[name] ?? name;

/** A short, upper-case reference of an id: what support finds the record by. */
export const referenceOf = (id: string): string => id.replace(/-/g, '').slice(0, 10).toUpperCase();

export function describeMemo(memo: string): MemoDescription {
  const transfer = /^Transfer (\S+) → (\S+)$/.exec(memo);
  if (transfer) return { kind: 'transfer', from: accountOf(transfer[1]!), to: accountOf(transfer[2]!) };
  const deposit = /^Deposit (\S+) (\S+)$/.exec(memo);
  if (deposit) return { kind: 'deposit', coin: deposit[1]!, chain: deposit[2]! };
  if (memo === 'Demo account funding') return { kind: 'key', key: 'demoFunding' };
  if (memo === 'Withdrawal paid out') return { kind: 'key', key: 'withdrawalPaid' };
  // The reason is staff's own words, shown as they wrote them; the sentence around it is translated.
  const rejected = /^Withdrawal rejected: ([\s\S]+)$/.exec(memo);
  if (rejected) return { kind: 'withdrawalRejected', reason: rejected[1]!.trim() };
  if (/^Withdrawal \S+$/.test(memo)) return { kind: 'key', key: 'withdrawalHeld' };
  if (UUID.test(memo)) return { kind: 'reference', reference: referenceOf(memo), full: memo };
  return { kind: 'text', text: memo };
}

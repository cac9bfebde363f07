import { isDecimalString, isRecord, isString, violation as fail } from './contract-check';

/**
 * What a customer's open apps are told about (version 1): published by the service that owns the
 * change, consumed over the bus by the push gateway in whichever process it runs. Nothing here is
 * money or truth; it says "look again", with enough to update a screen without a round trip.
 */
export const CustomerUpdateEvents = {
  /** Balances, deposits, withdrawals or spot orders of one or more customers changed in one transaction. */
  updated: 'CustomerUpdated',
  /** A session (or every session) of a customer ended: a logout, a password change, an expired demo. */
  sessionsEnded: 'CustomerSessionsEnded',
} as const;

/** A deposit or withdrawal whose state changed, with the event that changed it. */
export interface CustomerReviewItem {
  id: string;
  type: string;
  final?: boolean;
}

/** The accounts of the legacy protocol: funding (`bba`), spot (`bb`), and the others as they come. */
export type CustomerAccountType = 'bba' | 'bb' | 'hy' | 'hya' | 'jg' | 'jg1';

export interface CustomerUpdate {
  customerId: string;
  /** Accounts whose balance changed. */
  balances: CustomerAccountType[];
  /**
   * Deposits whose state changed, with the event that changed it; on an approval, `final` (added after
   * the first release: optional) says whether it was the last one the review needs (under four eyes the
   * first of two is not: only the second moves money). Absent on an approval means final.
   */
  deposits: CustomerReviewItem[];
  withdrawals: CustomerReviewItem[];
  /** Spot orders as they now are (the trading core's order view). */
  spotOrders: Record<string, unknown>[];
  /** Identity verifications whose status changed (added after the first release: optional). */
  verifications?: { tier: string; status: string }[];
  /** A credit evaluation answered (added after the first release: optional): the score and the USDT limit it gives. */
  credit?: CustomerCreditUpdate;
}

export interface CustomerCreditUpdate {
  /** 0 to 1000. */
  score: number;
  /** USDT the customer may owe in all, a decimal string; '0' when the score gives nothing. */
  limit: string;
  at: string;
}

export interface CustomerUpdatedV1 {
  updates: CustomerUpdate[];
  at: string;
}

export interface CustomerSessionsEndedV1 {
  customerId: string;
  /** The session that ended, or null when every session of the customer ended. */
  sessionId: string | null;
  reason: string;
  at: string;
}

const ACCOUNT_TYPES: readonly string[] = ['bba', 'bb', 'hy', 'hya', 'jg', 'jg1'];

/** Checks a received `CustomerUpdated` against version 1; a message that does not match is refused, not guessed at. */
export function parseCustomerUpdatedV1(data: unknown): CustomerUpdatedV1 {
  const name = CustomerUpdateEvents.updated;
  if (!isRecord(data) || !isString(data.at) || !Array.isArray(data.updates)) return fail(name, 'the message');
  data.updates.forEach((update: unknown, i) => {
    if (!isRecord(update) || !isString(update.customerId)) return fail(name, `updates[${i}].customerId`);
    if (!Array.isArray(update.balances) || !update.balances.every((account) => ACCOUNT_TYPES.includes(account as string))) return fail(name, `updates[${i}].balances`);
    for (const list of ['deposits', 'withdrawals'] as const) {
      const items = update[list];
      const isItem = (item: unknown) => isRecord(item) && isString(item.id) && isString(item.type) && (item.final === undefined || typeof item.final === 'boolean');
      if (!Array.isArray(items) || !items.every(isItem)) return fail(name, `updates[${i}].${list}`);
    }
    if (!Array.isArray(update.spotOrders) || !update.spotOrders.every(isRecord)) return fail(name, `updates[${i}].spotOrders`);
    if (update.verifications !== undefined && !(Array.isArray(update.verifications) && update.verifications.every((v) => isRecord(v) && isString(v.tier) && isString(v.status))))
      return fail(name, `updates[${i}].verifications`);
    if (update.credit !== undefined && !isCreditUpdate(update.credit)) return fail(name, `updates[${i}].credit`);
  });
  return data as unknown as CustomerUpdatedV1;
}

const isCreditUpdate = (value: unknown): value is CustomerCreditUpdate =>
  isRecord(value) && Number.isInteger(value.score) && isDecimalString(value.limit) && isString(value.at);

export function parseCustomerSessionsEndedV1(data: unknown): CustomerSessionsEndedV1 {
  const name = CustomerUpdateEvents.sessionsEnded;
  if (!isRecord(data) || !isString(data.customerId) || !isString(data.reason) || !isString(data.at)) return fail(name, 'the message');
  if (data.sessionId !== null && !isString(data.sessionId)) return fail(name, 'sessionId');
  return data as unknown as CustomerSessionsEndedV1;
}

/** Groups one transaction's changes by customer, in the order customers first appear. */
export class CustomerUpdateCollector {
  private readonly byCustomer = new Map<string, CustomerUpdate>();

  private of(customerId: string): CustomerUpdate {
    let update = this.byCustomer.get(customerId);
    if (!update) {
      update = { customerId, balances: [], deposits: [], withdrawals: [], spotOrders: [] };
      this.byCustomer.set(customerId, update);
    }
    return update;
  }

  balance(customerId: string, account: CustomerAccountType): void {
    const update = this.of(customerId);
    if (!update.balances.includes(account)) update.balances.push(account);
  }

  deposit(customerId: string, id: string, type: string, final?: boolean): void {
    this.of(customerId).deposits.push(final === undefined ? { id, type } : { id, type, final });
  }

  withdrawal(customerId: string, id: string, type: string, final?: boolean): void {
    this.of(customerId).withdrawals.push(final === undefined ? { id, type } : { id, type, final });
  }

  spotOrder(customerId: string, order: Record<string, unknown>): void {
    this.of(customerId).spotOrders.push(order);
  }

  updates(): CustomerUpdate[] {
    return [...this.byCustomer.values()];
  }
}

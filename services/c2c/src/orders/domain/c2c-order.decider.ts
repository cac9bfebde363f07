import { approvalStep, DomainError, type Decider } from '@meridian/decider';
import { ASSETS, Decimal, Money } from '@meridian/money';
import { extendedDeadline, FIAT_CURRENCIES, isFiat, MAX_EXTENSION_HOURS, PAYMENT_TYPES, reminderDue, validUntil, type PaymentType } from './c2c-terms';
import { OPEN_STATUSES, type C2cOrderCommand, type C2cOrderEvent, type C2cOrderState, type C2cQuote } from './c2c-order.types';
import { samePayer } from './payer-name.policy';

export * from './c2c-order.types';

/**
 * A C2C order, one stream per order (`c2c-order-<orderId>`), docs/c2c.md: placed at the rate finance
 * published (frozen into it); matched by support to a receiving account (copied into the order) once
 * the inventory holds the amount; the customer's remittance proof; completed by finance (two members
 * above the threshold, never on a payer whose name is not the verified one), which credits the USDT
 * from the hold, or rejected with a reason. It is valid for three hours (support may extend it): past
 * that, an order without a proof expires, and one with a proof waits for staff.
 */
export const c2cOrderStream = (orderId: string) => `c2c-order-${orderId}`;
export const c2cHoldId = (orderId: string, attempt: number) => `c2c-${orderId}-${attempt}`;

const usdt = (text: string) => Money.parse(ASSETS.USDT, text);
const WAITING: readonly string[] = ['unmatched', 'matched'];

function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw new DomainError('review.reasonRequired');
  return trimmed;
}

function checkAmount(text: string, quote: C2cQuote): Money {
  if (!/^\d{1,15}(\.\d{1,6})?$/.test(text) || !usdt(text).isPositive()) throw new DomainError('c2c.amountInvalid');
  const amount = usdt(text);
  if (amount.compare(usdt(quote.min)) < 0) throw new DomainError('c2c.amountBelowMin', { min: usdt(quote.min).toString() });
  if (amount.compare(usdt(quote.max)) > 0) throw new DomainError('c2c.amountAboveMax', { max: usdt(quote.max).toString() });
  return amount;
}

function place(command: Extract<C2cOrderCommand, { type: 'PlaceC2cOrder' }>, state: C2cOrderState, at: string): C2cOrderEvent[] {
  if (state.status !== 'none') throw new DomainError('c2c.duplicate');
  const { orderId, customerId, fiat, payment, quote, verifiedName } = command.data;
  if (!verifiedName) throw new DomainError('c2c.verificationRequired');
  if (!isFiat(fiat) || !quote?.enabled) throw new DomainError('c2c.fiatUnavailable', { fiat });
  if (!(PAYMENT_TYPES as readonly string[]).includes(payment)) throw new DomainError('c2c.paymentUnknown');
  const amount = checkAmount(command.data.amount.trim(), quote);
  // The customer pays the amount at the frozen rate, in the currency's own decimals; no fee.
  const fiatAmount = amount.toDecimal().multiply(Decimal.parse(quote.rate), FIAT_CURRENCIES[fiat], 'half-up').toString();
  const data = { orderId, customerId, amount: amount.toString(), fiat, payment: payment as PaymentType, rate: quote.rate, fiatAmount, verifiedName, expiresAt: validUntil(at), at };
  return [{ type: 'C2cOrderPlaced', data }];
}

function decideOpen(command: Exclude<C2cOrderCommand, { type: 'PlaceC2cOrder' }>, state: C2cOrderState, at: string): C2cOrderEvent[] {
  switch (command.type) {
    case 'MatchC2cOrder': {
      if (state.status !== 'unmatched') throw new DomainError('c2c.notUnmatched');
      if (state.pendingHold) throw new DomainError('c2c.matchPending');
      if (at >= state.expiresAt) throw new DomainError('c2c.orderExpired');
      const { staffId, account } = command.data;
      if (account.fiat !== state.fiat) throw new DomainError('c2c.accountCurrencyMismatch', { fiat: state.fiat });
      return [{ type: 'C2cMatchRequested', data: { staffId, holdId: c2cHoldId(state.orderId, state.matchAttempts + 1), account, at } }];
    }
    case 'AnswerC2cHold': {
      const { holdId, held, reason } = command.data;
      // A late or repeated answer, or one for a match the order no longer waits for: nothing to do.
      if (state.pendingHold !== holdId || state.status !== 'unmatched') return [];
      if (held) return [{ type: 'C2cOrderMatched', data: { holdId, at } }];
      return [{ type: 'C2cMatchRefused', data: { holdId, reason: reason ?? 'c2c.inventoryShort', at } }];
    }
    case 'ExtendC2cOrder': {
      if (!WAITING.includes(state.status)) throw new DomainError('c2c.notExtendable');
      const { staffId, hours } = command.data;
      if (!Number.isInteger(hours) || hours < 1 || hours > MAX_EXTENSION_HOURS) throw new DomainError('c2c.extensionInvalid', { max: MAX_EXTENSION_HOURS });
      const reason = reasonOf(command.data.reason);
      return [{ type: 'C2cOrderExtended', data: { staffId, hours, reason, expiresAt: extendedDeadline(state.expiresAt, at, hours), at } }];
    }
    case 'RemindC2cOrder':
      if (!WAITING.includes(state.status) || state.reminded || at < reminderDue(state.placedAt, state.expiresAt) || at >= state.expiresAt) return [];
      return [{ type: 'C2cOrderReminded', data: { at } }];
    case 'SubmitC2cPaymentProof': {
      const { customerId, proof } = command.data;
      if (customerId !== state.customerId) throw new DomainError('c2c.notFound');
      if (state.status !== 'matched') throw new DomainError('c2c.notMatched');
      if (at >= state.expiresAt) throw new DomainError('c2c.orderExpired');
      const payerName = command.data.payerName.trim();
      const payerBank = command.data.payerBank.trim();
      if (!payerName) throw new DomainError('c2c.payerNameRequired');
      if (!payerBank) throw new DomainError('c2c.payerBankRequired');
      return [{ type: 'C2cPaymentProofSubmitted', data: { payerName, payerBank, proof, nameMatches: samePayer(payerName, state.verifiedName), at } }];
    }
    case 'CompleteC2cOrder': {
      if (state.status !== 'proof_submitted') throw new DomainError('c2c.notAwaitingReview');
      const { staffId, dualApprovalAboveUsdt } = command.data;
      const reason = reasonOf(command.data.reason);
      if (!state.nameMatches) throw new DomainError('c2c.payerNameMismatch');
      const dual = state.approvers.length > 0 || usdt(state.amount).toDecimal().compare(Decimal.parse(dualApprovalAboveUsdt)) > 0;
      const { final } = approvalStep(state.approvers, staffId, dual);
      if (!final) return [{ type: 'C2cCompletionApproved', data: { staffId, at } }];
      return [{ type: 'C2cOrderCompleted', data: { staffId, reason, holdId: state.holdId!, at } }];
    }
    case 'RecordC2cCredit':
      if (state.status !== 'completed' || state.credited || state.holdId !== command.data.holdId) return [];
      return [{ type: 'C2cOrderCredited', data: { holdId: command.data.holdId, at } }];
    case 'RejectC2cOrder': {
      if (!(OPEN_STATUSES as readonly string[]).includes(state.status)) throw new DomainError('c2c.alreadyEnded');
      const reason = reasonOf(command.data.reason);
      return [{ type: 'C2cOrderRejected', data: { staffId: command.data.staffId, reason, holdId: state.holdId ?? state.pendingHold, at } }];
    }
    case 'ExpireC2cOrder':
      // With a proof it never expires on the timer: staff decide it.
      if (!WAITING.includes(state.status) || at < state.expiresAt) return [];
      return [{ type: 'C2cOrderExpired', data: { holdId: state.holdId ?? state.pendingHold, at } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown C2C order command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: C2cOrderState, event: C2cOrderEvent): C2cOrderState {
  switch (event.type) {
    case 'C2cOrderPlaced': {
      const { orderId, customerId, amount, fiat, fiatAmount, verifiedName, expiresAt, at } = event.data;
      return { ...state, status: 'unmatched', orderId, customerId, amount, fiat, fiatAmount, verifiedName, placedAt: at, expiresAt };
    }
    case 'C2cMatchRequested':
      return { ...state, matchAttempts: state.matchAttempts + 1, pendingHold: event.data.holdId };
    case 'C2cOrderMatched':
      return { ...state, status: 'matched', pendingHold: null, holdId: event.data.holdId };
    case 'C2cMatchRefused':
      return { ...state, pendingHold: null };
    case 'C2cOrderExtended':
      return { ...state, expiresAt: event.data.expiresAt };
    case 'C2cOrderReminded':
      return { ...state, reminded: true };
    case 'C2cPaymentProofSubmitted':
      return { ...state, status: 'proof_submitted', nameMatches: event.data.nameMatches };
    case 'C2cCompletionApproved':
      return { ...state, approvers: [...state.approvers, event.data.staffId] };
    case 'C2cOrderCompleted':
      return { ...state, status: 'completed' };
    case 'C2cOrderCredited':
      return { ...state, credited: true };
    case 'C2cOrderRejected':
      return { ...state, status: 'rejected', pendingHold: null };
    case 'C2cOrderExpired':
      return { ...state, status: 'expired', pendingHold: null };
    default: {
      const unknown: never = event;
      throw new Error(`unknown C2C order event ${JSON.stringify(unknown)}`);
    }
  }
}

export const c2cOrderDecider: Decider<C2cOrderCommand, C2cOrderEvent, C2cOrderState> = {
  decide(command, state) {
    const at = command.metadata.now;
    if (command.type === 'PlaceC2cOrder') return place(command, state, at);
    if (state.status === 'none') throw new DomainError('c2c.notFound');
    return decideOpen(command, state, at);
  },
  evolve,
  initialState: () => ({
    status: 'none',
    orderId: '',
    customerId: '',
    amount: '0',
    fiat: '',
    fiatAmount: '0',
    verifiedName: '',
    placedAt: '',
    expiresAt: '',
    reminded: false,
    matchAttempts: 0,
    pendingHold: null,
    holdId: null,
    nameMatches: null,
    approvers: [],
    credited: false,
  }),
};

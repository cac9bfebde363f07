import { DomainError, type Decider } from '@meridian/decider';
import { ASSETS, Money } from '@meridian/money';
import type { EarnProductTerms } from '../../products/domain/earn-product-terms';
import { dailyYield, payoutAt, redemptionPenalty, valueDateOf } from './earn-yield.policy';

/**
 * A custody order, one stream per order (`earn-order-<orderId>`): placed with the product's terms
 * frozen, in custody once the wallet holds the principal, a yield a day at each cut-off, and the
 * principal back at maturity, or earlier through a redemption staff approve, less its penalty.
 */
export type EarnOrderStatus = 'funding' | 'failed' | 'in_custody' | 'redeeming' | 'redemption_rejected' | 'redeemed' | 'completed';

export type EarnOrderEvent =
  | { type: 'EarnOrderPlaced'; data: { orderId: string; customerId: string; amount: string; terms: EarnProductTerms; at: string } }
  | { type: 'EarnOrderActivated'; data: { valueDate: string; maturesAt: string; at: string } }
  | { type: 'EarnOrderFailed'; data: { reason: string; at: string } }
  | { type: 'EarnYieldPaid'; data: { day: number; rate: string; amount: string; at: string } }
  | { type: 'EarnOrderMatured'; data: { at: string } }
  | { type: 'EarnRedemptionRequested'; data: { penalty: string; remainingDays: number; at: string } }
  | { type: 'EarnRedemptionRejected'; data: { staffId: string; reason: string; at: string } }
  | { type: 'EarnOrderRedeemed'; data: { penalty: string; staffId: string; at: string } };

type Meta = { now: string };
export type EarnOrderCommand =
  /** `vipLevel`: the customer's level in force when buying (VIP products need theirs). */
  | { type: 'PlaceEarnOrder'; data: { orderId: string; customerId: string; amount: string; terms: EarnProductTerms; vipLevel?: number }; metadata: Meta }
  | { type: 'ActivateEarnOrder'; metadata: Meta }
  | { type: 'FailEarnOrder'; data: { reason: string }; metadata: Meta }
  | { type: 'PayEarnYield'; data: { day: number; rate: string }; metadata: Meta }
  | { type: 'MatureEarnOrder'; metadata: Meta }
  | { type: 'RequestEarnRedemption'; data: { customerId: string }; metadata: Meta }
  | { type: 'ReviewEarnRedemption'; data: { staffId: string; decision: 'approve' } | { staffId: string; decision: 'reject'; reason: string }; metadata: Meta };

export interface EarnOrderState {
  status: EarnOrderStatus | 'none';
  customerId: string;
  amount: string;
  terms: EarnProductTerms | null;
  valueDate: string | null;
  paidDays: number;
  quotedPenalty: string | null;
}

export const earnOrderStream = (orderId: string) => `earn-order-${orderId}`;
const LIVE: readonly EarnOrderStatus[] = ['in_custody', 'redeeming', 'redemption_rejected'];
const usdt = (text: string) => Money.parse(ASSETS.USDT, text);

function checkAmount(amount: string, terms: EarnProductTerms): void {
  if (!/^\d+(\.\d{1,6})?$/.test(amount)) throw new DomainError('earn.amountInvalid');
  const value = usdt(amount);
  if (!value.isPositive()) throw new DomainError('earn.amountInvalid');
  if (value.compare(usdt(terms.minAmount)) < 0 || value.compare(usdt(terms.maxAmount)) > 0) throw new DomainError('earn.amountRange', { min: terms.minAmount, max: terms.maxAmount });
}

/** What an early redemption would cost now: the frozen rule on the days not yet paid. */
export const penaltyNow = (state: EarnOrderState): string => redemptionPenalty(state.terms!.penalty, state.amount, state.terms!.cycleDays - state.paidDays);

export const earnOrderDecider: Decider<EarnOrderCommand, EarnOrderEvent, EarnOrderState> = {
  decide(command, state) {
    const at = command.metadata.now;
    if (command.type === 'PlaceEarnOrder') {
      if (state.status !== 'none') throw new DomainError('earn.duplicate');
      const { vipLevel, ...placed } = command.data;
      if (!placed.terms.enabled) throw new DomainError('earn.productClosed');
      const needed = placed.terms.minVipLevel ?? 0;
      if (needed > (vipLevel ?? 0)) throw new DomainError('earn.vipRequired', { level: String(needed), yours: String(vipLevel ?? 0) });
      checkAmount(placed.amount, placed.terms);
      const amount = usdt(placed.amount).toString();
      return [{ type: 'EarnOrderPlaced', data: { ...placed, amount, at } }];
    }
    if (state.status === 'none') throw new DomainError('earn.notFound');
    const terms = state.terms!;
    switch (command.type) {
      case 'ActivateEarnOrder': {
        if (state.status !== 'funding') return [];
        const valueDate = valueDateOf(at);
        return [{ type: 'EarnOrderActivated', data: { valueDate, maturesAt: payoutAt(valueDate, terms.cycleDays), at } }];
      }
      case 'FailEarnOrder':
        return state.status === 'funding' ? [{ type: 'EarnOrderFailed', data: { reason: command.data.reason, at } }] : [];
      case 'PayEarnYield': {
        const { day, rate } = command.data;
        if (!LIVE.includes(state.status as EarnOrderStatus)) throw new DomainError('earn.notInCustody');
        if (day !== state.paidDays + 1 || day > terms.cycleDays) throw new DomainError('earn.yieldOutOfTurn');
        if (at < payoutAt(state.valueDate!, day)) throw new DomainError('earn.yieldNotDue');
        return [{ type: 'EarnYieldPaid', data: { day, rate, amount: dailyYield(state.amount, rate), at } }];
      }
      case 'MatureEarnOrder':
        if (!LIVE.includes(state.status as EarnOrderStatus)) throw new DomainError('earn.notInCustody');
        if (state.paidDays < terms.cycleDays) throw new DomainError('earn.yieldOutOfTurn');
        return [{ type: 'EarnOrderMatured', data: { at } }];
      case 'RequestEarnRedemption': {
        if (command.data.customerId !== state.customerId) throw new DomainError('earn.notFound');
        if (state.status === 'redeeming') throw new DomainError('earn.redemptionPending');
        if (state.status !== 'in_custody' && state.status !== 'redemption_rejected') throw new DomainError('earn.notInCustody');
        return [{ type: 'EarnRedemptionRequested', data: { penalty: penaltyNow(state), remainingDays: terms.cycleDays - state.paidDays, at } }];
      }
      case 'ReviewEarnRedemption': {
        if (state.status !== 'redeeming') throw new DomainError('review.notPending');
        const { staffId } = command.data;
        if (command.data.decision === 'reject') {
          if (!command.data.reason.trim()) throw new DomainError('review.reasonRequired');
          return [{ type: 'EarnRedemptionRejected', data: { staffId, reason: command.data.reason.trim(), at } }];
        }
        // The penalty the customer saw and confirmed, never a larger one.
        return [{ type: 'EarnOrderRedeemed', data: { penalty: state.quotedPenalty!, staffId, at } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`unknown earn command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'EarnOrderPlaced':
        return { ...state, status: 'funding', customerId: event.data.customerId, amount: event.data.amount, terms: event.data.terms };
      case 'EarnOrderActivated':
        return { ...state, status: 'in_custody', valueDate: event.data.valueDate };
      case 'EarnOrderFailed':
        return { ...state, status: 'failed' };
      case 'EarnYieldPaid':
        return { ...state, paidDays: event.data.day };
      case 'EarnOrderMatured':
        return { ...state, status: 'completed' };
      case 'EarnRedemptionRequested':
        return { ...state, status: 'redeeming', quotedPenalty: event.data.penalty };
      case 'EarnRedemptionRejected':
        return { ...state, status: 'redemption_rejected', quotedPenalty: null };
      case 'EarnOrderRedeemed':
        return { ...state, status: 'redeemed' };
      default: {
        const unknown: never = event;
        throw new Error(`unknown earn event ${JSON.stringify(unknown)}`);
      }
    }
  },
  initialState: () => ({ status: 'none', customerId: '', amount: '0', terms: null, valueDate: null, paidDays: 0, quotedPenalty: null }),
};

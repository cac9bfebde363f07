import { ASSETS, Decimal, formatDecimalText, Money } from '@meridian/money';
import { TriggerEngine } from '../../matching/trigger-engine';
import type { ContractTerms } from './contract-terms';
import { ContractRejection, type CoreAccount, type PositionView, type TickRef } from './contract-core.types';
import { USDT_SCALE, type PositionSide } from './margin-math';
import { OptionBook } from './option-book';
import type { OptionTerms } from './option-terms';

const USDT = ASSETS.USDT;
export const d = (text: string) => Decimal.parse(text);
export const minorOf = (amount: Decimal): bigint => Money.parse(USDT, amount.rescale(USDT_SCALE, 'half-even').toString()).minor;
export const usdt = (minor: bigint) => formatDecimalText(minor, USDT_SCALE);

const LEDGER_KIND: Record<CoreAccount, string> = { hy: 'contract', jg1: 'futures', jg: 'option' };
export const customerAccount = (ownerId: string, account: CoreAccount) => `user:${ownerId}:${LEDGER_KIND[account]}:USDT`;
/** A position's margin (and, while it is pending, its open fee). */
export const holdAccount = (positionId: string) => `hold:pos-${positionId}:USDT`;
export const PLATFORM = {
  house: 'platform:house:USDT',
  /** Where contract and option fees went before they crossed to the funding wallet: what it holds is from then. */
  fees: 'platform:fees:USDT',
  insurance: 'platform:insurance:USDT',
  financing: 'platform:financing:USDT',
  clearing: 'clearing:accounts:USDT',
} as const;

/**
 * Where an opening, closing or option fee goes: USDT fees cross to the funding wallet's
 * `platform:fees` through the clearing account (`FEE_COINS_PAID_TO_FUNDING`); the fee's
 * `TradingFeePaid` is the crossing's message, and referral commission is paid from it there.
 */
export const FEES_TO_FUNDING = PLATFORM.clearing;

/**
 * What the contract core holds, and nothing it decides: balances, positions, terms, the marks it
 * applied, the house's net exposure, the trigger engine and the option book. The core's parts (risk,
 * quotes, fills, settlement, triggers) read and change it; only the core's run moves its money.
 */
export class ContractBook {
  readonly balances = new Map<string, bigint>();
  readonly positions = new Map<string, PositionView>();
  /** Ended positions a snapshot left out: their ids stay taken. */
  readonly closedIds = new Set<string>();
  readonly terms = new Map<string, ContractTerms>();
  readonly marks = new Map<string, TickRef>();
  /** Longs minus shorts per instrument, in units of the instrument: the house holds the other side. */
  readonly netQuantity = new Map<string, Decimal>();
  readonly transfers = new Set<string>();
  /** Pending opens whose account could not cover their fill: re-armed when the account is credited. */
  readonly unfunded = new Set<string>();
  /** Financing charges already made, by slot key. */
  readonly charged = new Set<string>();
  readonly triggers = new TriggerEngine();
  readonly optionBook = new OptionBook((ownerId) => customerAccount(ownerId, 'jg'), PLATFORM.house, FEES_TO_FUNDING);
  readonly optionTerms = new Map<string, OptionTerms>();
  /** Settled options a snapshot left out: their ids stay taken. */
  readonly settledOptionIds = new Set<string>();
  /** The share of net contract exposure the house keeps in hand before taking more (null: not enforced). */
  houseBufferShare: string | null = null;
  /** Customer countries where real-money options are refused (empty by default). */
  optionRefusedCountries: readonly string[] = [];

  balance(account: string): bigint {
    return this.balances.get(account) ?? 0n;
  }

  /** For the run: every balance change goes through here. */
  adjust(account: string, minor: bigint): void {
    this.balances.set(account, this.balance(account) + minor);
  }

  /** The house's net exposure on an instrument: longs minus shorts, in units. */
  netExposure(symbol: string): Decimal {
    return this.netQuantity.get(symbol) ?? Decimal.ZERO;
  }

  addExposure(symbol: string, side: PositionSide, quantity: Decimal): void {
    this.netQuantity.set(symbol, this.netExposure(symbol).add(side === 'long' ? quantity : quantity.negate()));
  }

  /**
   * A tick an open or a close was priced at becomes the core's mark when it is newer: the house's
   * exposure (its buffer) is valued at it. Triggers still fire only from ApplyTick.
   */
  noteMark(tick: TickRef): void {
    const last = this.marks.get(tick.symbol);
    if (!last || tick.seq > last.seq) this.marks.set(tick.symbol, tick);
  }

  /** The newer of the core's mark and the tick the command brought. */
  requireMark(symbol: string, brought: TickRef | undefined): TickRef {
    const tick = freshest(this.marks.get(symbol), brought?.symbol === symbol ? brought : undefined);
    if (!tick) throw new ContractRejection('contracts.noPrice');
    return tick;
  }

  ownPosition(id: string, ownerId: string): PositionView {
    const position = this.positions.get(id);
    if (!position || position.ownerId !== ownerId) throw new ContractRejection('contracts.positionNotFound');
    return position;
  }
}

export function freshest(a: TickRef | undefined, b: TickRef | undefined): TickRef | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.seq > a.seq ? b : a;
}

export function parseDecimal(text: string, field: string): Decimal {
  try {
    return Decimal.parse(text);
  } catch {
    throw new ContractRejection('field.invalid', { field });
  }
}

/**
 * A price in whole ticks of the instrument, rounded as asked: a trigger's level. The engine keeps
 * levels as JavaScript numbers; a price too far out for one to hold exactly is refused.
 */
export function ticksOf(price: Decimal, tickSize: string, rounding: 'floor' | 'ceil'): number {
  const level = Number(price.divide(d(tickSize), 0, rounding).units);
  if (!Number.isSafeInteger(level)) throw new ContractRejection('field.invalid', { field: 'price' });
  return level;
}

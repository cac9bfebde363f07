import { Decimal } from '@meridian/money';
import type { OptionTerms } from './option-terms';

export type { OptionDirection, OptionResult, OptionView } from './contract-core.types';
import { ContractRejection, type OptionDirection, type OptionResult, type OptionView, type TickRef } from './contract-core.types';
import { USDT_SCALE } from './margin-math';

/** Moves money inside the core's journal; the core checks that no customer or hold goes negative. */
export interface Ledger {
  move(from: string, to: string, minor: bigint, about?: { record: 'option_stake' | 'option_fee' | 'option_payout' | 'option_loss' | 'option_refund'; ref: string }): void;
  balance(account: string): bigint;
}

const d = (text: string) => Decimal.parse(text);
const minorOf = (value: Decimal): bigint => value.rescale(USDT_SCALE, 'down').units;
const usdt = (minor: bigint) => Decimal.of(minor, USDT_SCALE).toString();

/**
 * The delivery options of the contract core: stakes held from the option account `jg` in
 * `hold:opt-<id>:USDT`, struck at the first tick after acceptance, settled at the last tick at or before
 * the fixed expiry. A win pays stake x payout rate from `platform:house` on top of the stake; a loss
 * sends the stake to the house; a tie, or no tick in the window, returns the stake.
 */
export class OptionBook {
  private readonly options = new Map<string, OptionView>();
  /** Waiting options without a strike yet, by instrument. */
  private readonly unstruck = new Map<string, Set<string>>();

  constructor(
    private readonly accountOf: (ownerId: string) => string,
    private readonly house: string,
    private readonly fees: string,
  ) {}

  option(id: string): OptionView | undefined {
    return this.options.get(id);
  }

  optionsOf(ownerId: string): OptionView[] {
    return [...this.options.values()].filter((o) => o.ownerId === ownerId);
  }

  waiting(): OptionView[] {
    return [...this.options.values()].filter((o) => o.status === 'waiting');
  }

  /**
   * Accepts an option as of the later of its request's time and `mark`, the newest tick of its market
   * the core has seen: a request is timed before it reaches the core, and a tick the core took in
   * between could no longer strike it, so the strike would fall on a later tick than the first after
   * its time (the fault drill found six options placed around a restart struck at tick 168 though
   * tick 167 came after their time). Accepted no earlier than the core's view, the first tick after
   * acceptance is always one the core has yet to see, and never one known before the option was.
   */
  place(
    ledger: Ledger,
    terms: OptionTerms | undefined,
    order: { optionId: string; ownerId: string; symbol: string; direction: OptionDirection; seconds: number; amount: string; at: string },
    mark: TickRef | undefined,
  ): OptionView {
    if (this.options.has(order.optionId)) throw new ContractRejection('contracts.duplicate');
    if (!terms) throw new ContractRejection('options.notOffered');
    if (order.direction !== 'rise' && order.direction !== 'fall') throw new ContractRejection('field.invalid', { field: 'direction' });
    const duration = terms.durations.find((entry) => entry.seconds === order.seconds);
    if (!duration) throw new ContractRejection('options.duration', { seconds: terms.durations.map((entry) => entry.seconds).join(', ') });
    let amount: Decimal;
    try {
      amount = d(order.amount);
    } catch {
      throw new ContractRejection('options.amountZero');
    }
    if (!amount.isPositive() || amount.scale > USDT_SCALE) throw new ContractRejection('options.amountZero');
    if (amount.compare(d(terms.minAmount)) < 0 || amount.compare(d(terms.maxAmount)) > 0) throw new ContractRejection('options.amountRange', { min: terms.minAmount, max: terms.maxAmount });
    const stake = minorOf(amount);
    const fee = minorOf(amount.multiply(d(terms.feeRate), USDT_SCALE, 'ceil'));
    const account = this.accountOf(order.ownerId);
    if (ledger.balance(account) < stake + fee) throw new ContractRejection('options.insufficientBalance');

    const acceptedAt = mark && Date.parse(mark.at) > Date.parse(order.at) ? new Date(mark.at).toISOString() : order.at;
    ledger.move(account, holdOf(order.optionId), stake, { record: 'option_stake', ref: order.optionId });
    ledger.move(account, this.fees, fee, { record: 'option_fee', ref: order.optionId });
    const option: OptionView = {
      id: order.optionId,
      ownerId: order.ownerId,
      symbol: order.symbol,
      direction: order.direction,
      amount: usdt(stake),
      seconds: order.seconds,
      payoutRate: duration.payoutRate,
      fee: usdt(fee),
      acceptedAt,
      expiresAt: new Date(Date.parse(acceptedAt) + order.seconds * 1000).toISOString(),
      strikeTick: null,
      settlementTick: null,
      status: 'waiting',
      result: null,
      payout: null,
      settledAt: null,
    };
    this.options.set(option.id, option);
    this.unstrikeSet(option.symbol).add(option.id);
    return option;
  }

  /** Whether a tick strikes any waiting option. */
  wouldStrike(tick: TickRef): boolean {
    for (const id of this.unstruck.get(tick.symbol) ?? []) if (this.strikes(this.options.get(id)!, tick)) return true;
    return false;
  }

  /** Strikes every waiting option this tick is the first tick after; returns them. */
  strike(tick: TickRef): OptionView[] {
    const struck: OptionView[] = [];
    const pending = this.unstruck.get(tick.symbol);
    for (const id of [...(pending ?? [])]) {
      const option = this.options.get(id)!;
      if (!this.strikes(option, tick)) continue;
      option.strikeTick = tick;
      pending!.delete(id);
      struck.push(option);
    }
    return struck;
  }

  /**
   * Settles an expired option at `settlement`, the last recorded tick at or before its expiry (null:
   * none after the strike, or no strike at all: the stake returns). `strike` is the first tick after
   * acceptance, for an option the feed's ticks did not reach before expiry.
   */
  settle(ledger: Ledger, command: { optionId: string; strikeTick: TickRef | null; settlementTick: TickRef | null; at: string }): OptionView {
    const option = this.options.get(command.optionId);
    if (!option) throw new ContractRejection('options.notFound');
    if (option.status !== 'waiting') throw new ContractRejection('options.settled');
    if (Date.parse(command.at) < Date.parse(option.expiresAt)) throw new ContractRejection('options.notExpired');
    const strike = option.strikeTick ?? (command.strikeTick && this.strikes(option, command.strikeTick) ? command.strikeTick : null);
    const settlement = command.settlementTick;
    const valid = strike && settlement && settlement.symbol === option.symbol && settlement.seq >= strike.seq && Date.parse(settlement.at) <= Date.parse(option.expiresAt);
    const stake = d(option.amount).units * 10n ** BigInt(USDT_SCALE - d(option.amount).scale);
    const hold = holdOf(option.id);
    const account = this.accountOf(option.ownerId);
    let result: OptionResult;
    let payout = 0n;
    if (!valid) {
      result = 'refunded';
      payout = stake;
      ledger.move(hold, account, stake, { record: 'option_refund', ref: option.id });
    } else {
      const move = d(settlement.price).compare(d(strike.price));
      const won = (option.direction === 'rise' && move > 0) || (option.direction === 'fall' && move < 0);
      if (move === 0) {
        result = 'tie';
        payout = stake;
        ledger.move(hold, account, stake, { record: 'option_refund', ref: option.id });
      } else if (won) {
        result = 'win';
        const winnings = minorOf(d(option.amount).multiply(d(option.payoutRate)));
        payout = stake + winnings;
        ledger.move(hold, account, stake, { record: 'option_payout', ref: option.id });
        ledger.move(this.house, account, winnings, { record: 'option_payout', ref: option.id });
      } else {
        result = 'loss';
        ledger.move(hold, this.house, stake, { record: 'option_loss', ref: option.id });
      }
    }
    Object.assign(option, { strikeTick: strike, settlementTick: valid ? settlement : null, status: 'settled', result, payout: usdt(payout), settledAt: command.at } satisfies Partial<OptionView>);
    this.unstruck.get(option.symbol)?.delete(option.id);
    return option;
  }

  settledIds(): string[] {
    return [...this.options.values()].filter((o) => o.status === 'settled').map((o) => o.id);
  }

  snapshot(): OptionView[] {
    return this.waiting().map((option) => structuredClone(option));
  }

  restore(options: readonly OptionView[]): void {
    for (const option of options) {
      this.options.set(option.id, option);
      if (!option.strikeTick) this.unstrikeSet(option.symbol).add(option.id);
    }
  }

  /** A tick strikes an option when it is strictly after acceptance and not after expiry. */
  private strikes(option: OptionView, tick: TickRef): boolean {
    const at = Date.parse(tick.at);
    return tick.symbol === option.symbol && at > Date.parse(option.acceptedAt) && at <= Date.parse(option.expiresAt);
  }

  private unstrikeSet(symbol: string): Set<string> {
    let set = this.unstruck.get(symbol);
    if (!set) this.unstruck.set(symbol, (set = new Set()));
    return set;
  }
}

export const holdOf = (optionId: string) => `hold:opt-${optionId}:USDT`;

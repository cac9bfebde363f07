import { ASSETS, Decimal, formatDecimalText, Money } from '@meridian/money';
import type { ContractTerms } from './contract-terms';
import { checkContractTerms } from './contract-terms.policy';
import { checkCountryList } from './jurisdiction';
import {
  closePriceAt,
  exactLiquidationPrice,
  feeOf,
  initialMarginOf,
  isLiquidatedAt,
  maxLeverageFor,
  notionalOf,
  openPriceAt,
  pnlAt,
  quantityOf,
  USDT_SCALE,
  type PositionSide,
} from './margin-math';
import { OptionBook, type OptionView } from './option-book';
import type { OptionTerms } from './option-terms';
import { TriggerEngine, type Trigger, type TriggerDirection } from '../../matching/trigger-engine';
import {
  ContractRejection,
  type CloseReason,
  type ContractCommand,
  type ContractEvent,
  type ContractCoreSnapshot,
  type CoreAccount,
  type ContractEventType,
  type ContractPosting,
  type ContractRecordType,
  type HouseBuffer,
  type PartialClose,
  type PositionView,
  type TickRef,
} from './contract-core.types';

const USDT = ASSETS.USDT;
const d = (text: string) => Decimal.parse(text);
const minorOf = (amount: Decimal): bigint => Money.parse(USDT, amount.rescale(USDT_SCALE, 'half-even').toString()).minor;
const usdt = (minor: bigint) => formatDecimalText(minor, USDT_SCALE);

const LEDGER_KIND: Record<CoreAccount, string> = { hy: 'contract', jg1: 'futures', jg: 'option' };
export const customerAccount = (ownerId: string, account: CoreAccount) => `user:${ownerId}:${LEDGER_KIND[account]}:USDT`;
const holdAccount = (positionId: string) => `hold:pos-${positionId}:USDT`;
export const PLATFORM = {
  house: 'platform:house:USDT',
  fees: 'platform:fees:USDT',
  insurance: 'platform:insurance:USDT',
  financing: 'platform:financing:USDT',
  clearing: 'clearing:accounts:USDT',
} as const;

type TriggerKind = 'pending' | 'take_profit' | 'stop_loss' | 'liquidation';

/**
 * The contract core (DESIGN.md section 4, issue 10): perpetual positions with the house as the
 * counterparty, isolated margin, and the contract (`hy`) and futures (`jg1`) accounts they are held
 * from. Single writer, pure and deterministic: ids, times and ticks come in the commands. Money never
 * leaves the journal: a position's margin is the account `hold:pos-<id>:USDT`; profit is paid by and
 * loss paid to `platform:house`, fees go to `platform:fees`, liquidation fees to `platform:insurance`,
 * which also pays a loss past the margin as far as it holds (never below zero: the rest is the house's
 * loss); financing goes to `platform:financing`. User and hold
 * accounts never go negative; every event's postings sum to zero.
 *
 * Every business check runs before anything changes, so a refused command leaves the core as it was.
 */
export class ContractCore {
  private readonly balances = new Map<string, bigint>();
  private readonly positions = new Map<string, PositionView>();
  /** Ended positions a snapshot left out: their ids stay taken. */
  private readonly closedIds = new Set<string>();
  private readonly terms = new Map<string, ContractTerms>();
  private readonly marks = new Map<string, TickRef>();
  /** Longs minus shorts per instrument, in units of the instrument: the house holds the other side. */
  private readonly netQuantity = new Map<string, Decimal>();
  private readonly transfers = new Set<string>();
  /** Pending opens whose account could not cover their fill: re-armed when the account is credited. */
  private readonly unfunded = new Set<string>();
  /** Financing charges already made, by slot key. */
  private readonly charged = new Set<string>();
  private readonly triggers = new TriggerEngine();
  private readonly optionBook = new OptionBook((ownerId) => customerAccount(ownerId, 'jg'), PLATFORM.house, PLATFORM.fees);
  private readonly optionTerms = new Map<string, OptionTerms>();
  /** Settled options a snapshot left out: their ids stay taken. */
  private readonly settledOptionIds = new Set<string>();
  /** The share of net contract exposure the house keeps in hand before taking more (null: not enforced). */
  private houseBufferShare: string | null = null;
  /** Customer countries where real-money options are refused (empty by default). */
  private optionRefusedCountries: readonly string[] = [];
  private seq = 0;

  constructor(initialTerms: readonly ContractTerms[], optionTerms: readonly OptionTerms[] = []) {
    for (const terms of initialTerms) this.terms.set(terms.symbol, terms);
    for (const terms of optionTerms) this.optionTerms.set(terms.symbol, terms);
  }

  get sequence(): number {
    return this.seq;
  }

  snapshot(): ContractCoreSnapshot {
    return {
      version: 1,
      sequence: this.seq,
      balances: [...this.balances].map(([account, minor]) => [account, minor.toString()]),
      positions: [...this.positions.values()].filter((p) => p.status === 'open' || p.status === 'pending').map((p) => structuredClone(p)),
      closedPositionIds: [...this.positions.values()].filter((p) => p.status !== 'open' && p.status !== 'pending').map((p) => p.id),
      terms: [...this.terms.values()],
      marks: [...this.marks.values()],
      transfers: [...this.transfers],
      charged: [...this.charged],
      options: this.optionBook.snapshot(),
      settledOptionIds: [...this.settledOptionIds, ...this.optionBook.settledIds()],
      optionTerms: [...this.optionTerms.values()],
      optionRefusedCountries: [...this.optionRefusedCountries],
      unfunded: [...this.unfunded],
      houseBufferShare: this.houseBufferShare,
    };
  }

  /** The core as a snapshot left it: open and pending positions re-arm their triggers. */
  static restore(snapshot: ContractCoreSnapshot): ContractCore {
    const core = new ContractCore(snapshot.terms, snapshot.optionTerms);
    core.optionBook.restore(snapshot.options);
    core.optionRefusedCountries = snapshot.optionRefusedCountries ?? [];
    core.houseBufferShare = snapshot.houseBufferShare ?? null;
    for (const id of snapshot.settledOptionIds) core.settledOptionIds.add(id);
    core.seq = snapshot.sequence;
    for (const [account, minor] of snapshot.balances) core.balances.set(account, BigInt(minor));
    for (const tick of snapshot.marks) core.marks.set(tick.symbol, tick);
    for (const id of snapshot.transfers) core.transfers.add(id);
    for (const key of snapshot.charged) core.charged.add(key);
    for (const id of snapshot.closedPositionIds) core.closedIds.add(id);
    for (const id of snapshot.unfunded ?? []) core.unfunded.add(id);
    for (const position of snapshot.positions) {
      core.positions.set(position.id, position);
      if (position.status === 'open') core.addExposure(position.symbol, position.side, d(position.quantity));
      if (!core.unfunded.has(position.id)) core.arm(position);
    }
    return core;
  }

  /** Where real-money options are refused now. */
  refusedOptionCountries(): readonly string[] {
    return this.optionRefusedCountries;
  }

  balance(account: string): bigint {
    return this.balances.get(account) ?? 0n;
  }

  /** Every account's balance: the books balance when they sum to zero. */
  accounts(): ReadonlyMap<string, bigint> {
    return this.balances;
  }

  position(id: string): PositionView | undefined {
    return this.positions.get(id);
  }

  option(id: string): OptionView | undefined {
    return this.optionBook.option(id);
  }

  optionsOf(ownerId: string): OptionView[] {
    return this.optionBook.optionsOf(ownerId);
  }

  /** Options waiting for their expiry. */
  waitingOptions(): OptionView[] {
    return this.optionBook.waiting();
  }

  optionTermsOf(symbol: string): OptionTerms | undefined {
    return this.optionTerms.get(symbol);
  }

  allOptionTerms(): OptionTerms[] {
    return [...this.optionTerms.values()];
  }

  /** Every open position and pending open. */
  livePositions(): PositionView[] {
    return [...this.positions.values()].filter((p) => p.status === 'open' || p.status === 'pending');
  }

  positionsOf(ownerId: string): PositionView[] {
    return [...this.positions.values()].filter((p) => p.ownerId === ownerId);
  }

  termsOf(symbol: string): ContractTerms | undefined {
    return this.terms.get(symbol);
  }

  /** The terms new positions open under, every instrument. */
  allTerms(): ContractTerms[] {
    return [...this.terms.values()];
  }

  markOf(symbol: string): TickRef | undefined {
    return this.marks.get(symbol);
  }

  /**
   * The buffer the house must hold before it takes new exposure (DESIGN.md section 4, issue 19): its
   * waiting options' largest payouts (each stake x its payout rate, what a win takes from the house)
   * plus the set share of its net contract exposure at the marks the core applied. While its balance is
   * below it, opens and option orders that add to its exposure are refused; closes, liquidations,
   * settlements and payouts never are.
   */
  houseBuffer(): HouseBuffer {
    let optionsMaxPayout = 0n;
    for (const option of this.optionBook.waiting()) optionsMaxPayout += minorOf(d(option.amount).multiply(d(option.payoutRate)).rescale(USDT_SCALE, 'ceil'));
    let exposure = Decimal.ZERO;
    for (const [symbol, net] of this.netQuantity) {
      const mark = this.marks.get(symbol);
      if (mark && !net.isZero()) exposure = exposure.add(net.abs().multiply(d(mark.price)));
    }
    const netContractExposure = minorOf(exposure.rescale(USDT_SCALE, 'ceil'));
    const share = this.houseBufferShare;
    const required = optionsMaxPayout + (share === null ? 0n : minorOf(exposure.multiply(d(share)).rescale(USDT_SCALE, 'ceil')));
    const balance = this.balance(PLATFORM.house);
    return { share, optionsMaxPayout, netContractExposure, required, balance, takingNewExposure: share === null || balance >= required };
  }

  /** The house's net exposure on an instrument: longs minus shorts, in units. */
  netExposure(symbol: string): Decimal {
    return this.netQuantity.get(symbol) ?? Decimal.ZERO;
  }

  execute(command: ContractCommand): ContractEvent {
    const run = new Run(this);
    const type = this.dispatch(run, command);
    this.rearmFunded(run);
    this.seq += 1;
    const partialClose = run.partialClose;
    return { type, data: { command, positions: run.changedPositions(), options: run.changedOptions(), postings: run.postings, ...(partialClose ? { partialClose } : {}) } };
  }

  /** A pending open that waited for money tries again at the next crossing tick once its account is credited. */
  private rearmFunded(run: Run): void {
    if (this.unfunded.size === 0) return;
    const credited = new Set(run.postings.filter((p) => p.account.startsWith('user:') && !p.amount.startsWith('-')).map((p) => p.account));
    if (credited.size === 0) return;
    for (const id of [...this.unfunded]) {
      const position = this.positions.get(id);
      if (!position || position.status !== 'pending') {
        this.unfunded.delete(id);
        continue;
      }
      if (!credited.has(customerAccount(position.ownerId, position.account))) continue;
      this.unfunded.delete(id);
      this.arm(position);
    }
  }

  private dispatch(run: Run, command: ContractCommand): ContractEventType {
    switch (command.type) {
      case 'ReceiveFromFunding': {
        const amount = this.transferAmount(`in:${command.transferId}`, command.amount);
        run.move(PLATFORM.clearing, customerAccount(command.customerId, command.account), amount, { record: 'transfer_in', ref: command.transferId });
        this.transfers.add(`in:${command.transferId}`);
        return 'ContractFundsReceived';
      }
      case 'SendToFunding': {
        const amount = this.transferAmount(`out:${command.transferId}`, command.amount);
        const from = customerAccount(command.customerId, command.account);
        if (this.balance(from) < amount) throw new ContractRejection('contracts.insufficientBalance');
        run.move(from, PLATFORM.clearing, amount, { record: 'transfer_out', ref: command.transferId });
        this.transfers.add(`out:${command.transferId}`);
        return 'ContractFundsSent';
      }
      case 'ReceivePlatformFunding': {
        if (!command.reason.trim()) throw new ContractRejection('contracts.reasonRequired');
        const amount = this.transferAmount(`platform:${command.fundingId}`, command.amount);
        run.move(PLATFORM.clearing, PLATFORM[command.to], amount, { record: 'platform_funding', ref: command.fundingId });
        this.transfers.add(`platform:${command.fundingId}`);
        return 'PlatformFundsReceived';
      }
      case 'OpenPosition':
        this.open(run, command);
        return 'PositionOpened';
      case 'CancelPendingOpen': {
        const position = this.ownPosition(command.positionId, command.ownerId);
        if (position.status !== 'pending') throw new ContractRejection('contracts.notPending');
        this.cancelPending(run, position, command.at);
        return 'PendingOpenCancelled';
      }
      case 'ClosePosition': {
        const position = this.ownPosition(command.positionId, command.ownerId);
        if (position.status !== 'open') throw new ContractRejection('contracts.notOpen');
        const lots = command.lots === undefined ? d(position.lots) : this.validLots(command.lots, position.terms, d(position.lots));
        const tick = this.requireMark(position.symbol, command.tick);
        this.noteMark(tick);
        this.settle(run, position, lots, closePriceAt(tick.price, position.side, position.terms.spread), tick, 'user', command.at);
        return 'PositionClosed';
      }
      case 'SetTakeProfitStopLoss': {
        const position = this.ownPosition(command.positionId, command.ownerId);
        if (position.status !== 'open' && position.status !== 'pending') throw new ContractRejection('contracts.notOpen');
        const reference = position.status === 'pending' ? d(position.limitPrice!) : d(this.requireMark(position.symbol, command.tick).price);
        this.checkTakeProfitStopLoss(position.side, reference, command.takeProfit, command.stopLoss);
        position.takeProfit = command.takeProfit;
        position.stopLoss = command.stopLoss;
        this.arm(position);
        run.changed(position);
        return 'TakeProfitStopLossSet';
      }
      case 'AddMargin': {
        const position = this.ownPosition(command.positionId, command.ownerId);
        if (position.status !== 'open') throw new ContractRejection('contracts.notOpen');
        const amount = this.positiveAmount(command.amount);
        const from = customerAccount(position.ownerId, position.account);
        if (amount > this.balance(from)) throw new ContractRejection('contracts.addMarginTooMuch', { max: usdt(this.balance(from)) });
        this.checkRiskMarginCap(minorOf(d(position.margin)) + amount, command.maxMargin);
        run.move(from, holdAccount(position.id), amount, { record: 'margin', ref: position.id });
        position.margin = usdt(minorOf(d(position.margin)) + amount);
        this.arm(position);
        run.changed(position);
        return 'MarginAdded';
      }
      case 'ApplyTick':
        this.applyTick(run, command.tick, command.at);
        return 'TickApplied';
      case 'ChargeFinancing':
        if (this.charged.has(command.slotKey)) throw new ContractRejection('contracts.duplicate');
        this.chargeFinancing(run, command.slot, command.wednesday, command.marks ?? [], command.at, command.slotAt);
        this.charged.add(command.slotKey);
        return 'FinancingCharged';
      case 'PlaceOption': {
        if (this.settledOptionIds.has(command.optionId)) throw new ContractRejection('contracts.duplicate');
        if (!this.optionTerms.has(command.symbol)) throw new ContractRejection('options.notOffered');
        const country = command.jurisdiction?.country ?? null;
        if (country !== null && !command.jurisdiction!.demo && this.optionRefusedCountries.includes(country))
          throw new ContractRejection('options.countryRefused', { country });
        // Every option adds to what the house may have to pay: the buffer must hold with this one in it.
        if (this.houseStopped(this.optionPayoutOf(command.symbol, command.seconds, command.amount))) throw new ContractRejection('contracts.houseBuffer');
        run.changedOption(this.optionBook.place(run, this.optionTerms.get(command.symbol), command));
        return 'OptionPlaced';
      }
      case 'SettleOption':
        run.changedOption(this.optionBook.settle(run, command));
        return 'OptionSettled';
      case 'ConfigureContract': {
        if (!command.reason.trim()) throw new ContractRejection('contracts.reasonRequired');
        const listed = this.terms.get(command.terms.symbol);
        if (!listed) throw new ContractRejection('contracts.unknownInstrument');
        checkContractTerms(command.terms, listed);
        this.terms.set(command.terms.symbol, command.terms);
        return 'ContractConfigured';
      }
      case 'ConfigureHouseBuffer': {
        if (!command.reason.trim()) throw new ContractRejection('contracts.reasonRequired');
        if (command.share !== null) {
          const share = parseDecimal(command.share, 'share');
          if (share.isNegative() || share.compare(Decimal.ONE) > 0 || share.scale > 6) throw new ContractRejection('field.invalid', { field: 'share' });
        }
        this.houseBufferShare = command.share;
        return 'HouseBufferConfigured';
      }
      case 'RestrictOptionCountries': {
        if (!command.reason.trim()) throw new ContractRejection('contracts.reasonRequired');
        this.optionRefusedCountries = checkCountryList(command.countries);
        return 'OptionCountriesRestricted';
      }
      default: {
        const unknown: never = command;
        throw new Error(`unknown contract command ${JSON.stringify(unknown)}`);
      }
    }
  }

  // ---- opening ------------------------------------------------------------------------------------

  /** A position's margin stays within what the customer's risk profile allows (docs/kyc.md). */
  private checkRiskMarginCap(margin: bigint, maxMargin: string | undefined): void {
    if (maxMargin !== undefined && margin > minorOf(d(maxMargin))) throw new ContractRejection('contracts.riskMarginCap', { max: maxMargin });
  }

  /**
   * Every check an open makes, and what it would hold, without changing anything: the open runs it,
   * and so does the quote (`POST /contracts/quote`), so the confirmation never shows terms the order
   * will refuse. Without `ownerId` the account's balance is not asked (a quote before signing in).
   *
   * A market open is priced at the tick plus or minus half the spread. A limit open is held at the
   * same market entry when the market is already at its limit or better (it fills at the next tick,
   * at about that price, never at the limit), and at its limit otherwise (a long fills at or below it,
   * a short at or above it).
   */
  planOpen(order: OpenOrder): OpenPlan {
    const terms = this.terms.get(order.symbol);
    if (!terms) throw new ContractRejection('contracts.unknownInstrument');
    const lots = this.validLots(order.lots, terms);
    const quantity = quantityOf(lots.toString(), terms);
    const tick = this.requireMark(order.symbol, order.tick);
    const limit = order.orderType === 'limit' ? this.validPrice(order.price, terms) : null;
    const market = openPriceAt(tick.price, order.side, terms.spread);
    const marketable = limit !== null && entryReaches(order.side, market, limit);
    const entry = limit && !marketable ? limit : market;
    const notional = notionalOf(quantity, entry);
    const maxLeverage = maxLeverageFor(terms, notional);
    if (!Number.isInteger(order.leverage) || order.leverage < 1 || order.leverage > maxLeverage) throw new ContractRejection('contracts.leverageRange', { max: maxLeverage });
    const takeProfit = order.takeProfit ? this.validPrice(order.takeProfit, terms).toString() : null;
    const stopLoss = order.stopLoss ? this.validPrice(order.stopLoss, terms).toString() : null;
    this.checkTakeProfitStopLoss(order.side, limit ?? d(tick.price), takeProfit, stopLoss);
    // A limit meets the house's cap and buffer when it fills (a fill that would pass them cancels the order).
    if (!limit) this.checkHouseCap(terms, order.side, quantity, d(tick.price));
    if (!limit && this.addsExposure(terms.symbol, order.side, quantity) && this.houseStopped()) throw new ContractRejection('contracts.houseBuffer');
    const margin = minorOf(initialMarginOf(notional, order.leverage));
    const fee = minorOf(feeOf(notional, terms.openFeeRate));
    if (order.ownerId !== undefined && this.balance(customerAccount(order.ownerId, terms.account)) < margin + fee)
      throw new ContractRejection('contracts.insufficientMargin', { needed: usdt(margin + fee) });
    this.checkRiskMarginCap(margin, order.maxMargin);
    return { terms, lots, quantity, tick, limit, entry, notional, maxLeverage, margin, fee, takeProfit, stopLoss };
  }

  private open(run: Run, command: Extract<ContractCommand, { type: 'OpenPosition' }>): void {
    if (this.positions.has(command.positionId) || this.closedIds.has(command.positionId)) throw new ContractRejection('contracts.duplicate');
    const { terms, lots, quantity, tick, limit, margin, fee, takeProfit, stopLoss } = this.planOpen(command);
    this.noteMark(tick);
    const from = customerAccount(command.ownerId, terms.account);

    const position: PositionView = {
      id: command.positionId,
      ownerId: command.ownerId,
      symbol: command.symbol,
      account: terms.account,
      side: command.side,
      orderType: command.orderType,
      limitPrice: limit?.toString() ?? null,
      leverage: command.leverage,
      lots: lots.toString(),
      quantity: quantity.toString(),
      entryPrice: null,
      entryTick: null,
      margin: usdt(margin),
      initialMargin: usdt(margin),
      takeProfit,
      stopLoss,
      openFee: usdt(fee),
      closeFee: usdt(0n),
      financing: usdt(0n),
      realizedPnl: usdt(0n),
      status: 'pending',
      closePrice: null,
      closeTick: null,
      closeReason: null,
      terms,
      openedAt: command.at,
      closedAt: null,
    };
    this.positions.set(position.id, position);
    // A pending open keeps its margin and fee in its hold until it fills or is cancelled.
    run.move(from, holdAccount(position.id), margin + fee, { record: 'margin', ref: position.id });
    if (limit) {
      this.arm(position);
      run.changed(position);
    } else if (this.fill(run, position, tick) !== 'filled') {
      // The plan priced the same tick: a market open always fills.
      throw new Error(`market open ${position.id} did not fill at the tick it was priced at`);
    }
  }

  /**
   * A pending open fills at this tick, at the tick plus or minus half the spread (at its limit or
   * better: the trigger fires only then), with the margin and fee that entry needs; never at the
   * limit. What the hold lacks comes from the account; when the account cannot cover it the order
   * stays waiting (`unfunded`) and tries again at a crossing tick after the account is credited. A
   * fill whose notional needs less leverage than the order's (a higher tier) is `refused`.
   */
  private fill(run: Run, position: PositionView, tick: TickRef): 'filled' | 'unfunded' | 'refused' | 'not-reached' {
    const quantity = d(position.quantity);
    const hold = holdAccount(position.id);
    const owner = customerAccount(position.ownerId, position.account);
    const entry = openPriceAt(tick.price, position.side, position.terms.spread);
    if (position.limitPrice !== null && !entryReaches(position.side, entry, d(position.limitPrice))) return 'not-reached';
    const notional = notionalOf(quantity, entry);
    if (position.leverage > maxLeverageFor(position.terms, notional)) return 'refused';
    const margin = minorOf(initialMarginOf(notional, position.leverage));
    const fee = minorOf(feeOf(notional, position.terms.openFeeRate));
    if (margin + fee > this.balance(hold) + this.balance(owner)) return 'unfunded';
    if (margin + fee > this.balance(hold)) run.move(owner, hold, margin + fee - this.balance(hold), { record: 'margin', ref: position.id });
    run.move(hold, PLATFORM.fees, fee, { record: 'open_fee', ref: position.id });
    run.move(hold, owner, this.balance(hold) - margin, { record: 'margin_return', ref: position.id });
    Object.assign(position, {
      status: 'open',
      entryPrice: entry.toString(),
      entryTick: tick,
      margin: usdt(margin),
      initialMargin: usdt(margin),
      openFee: usdt(fee),
    } satisfies Partial<PositionView>);
    this.unfunded.delete(position.id);
    this.addExposure(position.symbol, position.side, quantity);
    this.arm(position);
    run.changed(position);
    return 'filled';
  }

  private cancelPending(run: Run, position: PositionView, at: string): void {
    this.unfunded.delete(position.id);
    run.move(holdAccount(position.id), customerAccount(position.ownerId, position.account), this.balance(holdAccount(position.id)), { record: 'margin_return', ref: position.id });
    Object.assign(position, { status: 'cancelled', closedAt: at, margin: usdt(0n) } satisfies Partial<PositionView>);
    this.disarm(position.id);
    run.changed(position);
  }

  // ---- closing ------------------------------------------------------------------------------------

  /**
   * Closes `lots` of the position at `exit`: its share of the margin comes back, with the profit
   * from the house or less the loss to it; the fee comes out of what comes back. A loss beyond the
   * margin is the insurance fund's, never the customer's.
   */
  private settle(run: Run, position: PositionView, lots: Decimal, exit: Decimal, tick: TickRef, reason: CloseReason, at: string): void {
    const whole = lots.compare(d(position.lots)) === 0;
    const quantity = quantityOf(lots.toString(), position.terms);
    const hold = holdAccount(position.id);
    const marginMinor = minorOf(d(position.margin));
    const share = (minor: bigint) => shareOf(minor, lots, d(position.lots));
    const part = whole ? this.balance(hold) : share(marginMinor);
    const initialPart = whole ? minorOf(d(position.initialMargin)) : share(minorOf(d(position.initialMargin)));
    const pnl = minorOf(pnlAt(position.side, quantity, d(position.entryPrice!), exit));
    const liquidation = reason === 'liquidation';
    const feeRate = liquidation ? position.terms.liquidationFeeRate : position.terms.closeFeeRate;
    const feeDue = minorOf(feeOf(notionalOf(quantity, exit), feeRate));
    const owner = customerAccount(position.ownerId, position.account);
    const ref = position.id;

    const loss = pnl < 0n ? -pnl : 0n;
    const paidFromMargin = loss < part ? loss : part;
    run.move(hold, PLATFORM.house, paidFromMargin, { record: 'realized_pnl', ref });
    // A loss past the margin is the insurance fund's, as far as it holds: what it cannot cover is the house's loss (docs/contracts.md).
    const insured = this.balance(PLATFORM.insurance) > 0n ? this.balance(PLATFORM.insurance) : 0n;
    if (loss > paidFromMargin) run.move(PLATFORM.insurance, PLATFORM.house, loss - paidFromMargin < insured ? loss - paidFromMargin : insured);
    const left = part - paidFromMargin;
    const fee = feeDue < left ? feeDue : left;
    run.move(hold, liquidation ? PLATFORM.insurance : PLATFORM.fees, fee, { record: liquidation ? 'liquidation' : 'close_fee', ref });
    run.move(hold, owner, left - fee, { record: 'margin_return', ref });
    if (pnl > 0n) run.move(PLATFORM.house, owner, pnl, { record: 'realized_pnl', ref });

    this.addExposure(position.symbol, position.side, quantity.negate());
    position.realizedPnl = usdt(minorOf(d(position.realizedPnl)) + pnl);
    position.closeFee = usdt(minorOf(d(position.closeFee)) + fee);
    if (whole) {
      Object.assign(position, {
        status: liquidation ? 'liquidated' : 'closed',
        margin: usdt(0n),
        closePrice: exit.toString(),
        closeTick: tick,
        closeReason: reason,
        closedAt: at,
      } satisfies Partial<PositionView>);
      this.disarm(position.id);
    } else {
      run.partialClose = { positionId: position.id, lots: lots.toString(), price: exit.toString(), tick: structuredClone(tick) };
      const remaining = d(position.lots).subtract(lots);
      Object.assign(position, {
        lots: remaining.toString(),
        quantity: quantityOf(remaining.toString(), position.terms).toString(),
        margin: usdt(marginMinor - part),
        initialMargin: usdt(minorOf(d(position.initialMargin)) - initialPart),
      } satisfies Partial<PositionView>);
      this.arm(position);
    }
    run.changed(position);
  }

  // ---- ticks and triggers -------------------------------------------------------------------------

  private applyTick(run: Run, tick: TickRef, at: string): void {
    const terms = this.terms.get(tick.symbol);
    if (!terms) throw new ContractRejection('contracts.unknownInstrument');
    // Every recorded tick may fire triggers, even one older than the mark a command already brought:
    // the price was there. Only a newer one becomes the mark.
    const last = this.marks.get(tick.symbol);
    if (!last || tick.seq > last.seq) this.marks.set(tick.symbol, tick);
    for (const option of this.optionBook.strike(tick)) run.changedOption(option);
    const level = ticksOf(d(tick.price), terms.tickSize, 'floor');
    const rearm: PositionView[] = [];
    for (const trigger of this.triggers.fire(tick.symbol, level)) {
      const [positionId, kind] = splitTriggerId(trigger.id);
      const position = this.positions.get(positionId);
      if (!position) continue;
      if (kind === 'pending' && position.status === 'pending') {
        const stopped = this.addsExposure(position.symbol, position.side, d(position.quantity)) && this.houseStopped();
        if (stopped || this.wouldPassHouseCap(position.terms, position.side, d(position.quantity), d(tick.price))) {
          this.cancelPending(run, position, at);
          continue;
        }
        const filled = this.fill(run, position, tick);
        if (filled === 'refused') this.cancelPending(run, position, at);
        // Not re-armed: every later tick would fire it and be logged; a credit to the account re-arms it.
        else if (filled === 'unfunded') this.unfunded.add(position.id);
        else if (filled === 'not-reached') rearm.push(position);
      } else if (position.status === 'open' && kind === 'liquidation') {
        if (isLiquidatedAt(margined(position), d(tick.price))) this.settle(run, position, d(position.lots), d(tick.price), tick, 'liquidation', at);
        else rearm.push(position);
      } else if (position.status === 'open' && (kind === 'take_profit' || kind === 'stop_loss')) {
        this.settle(run, position, d(position.lots), closePriceAt(tick.price, position.side, position.terms.spread), tick, kind, at);
      }
    }
    for (const position of rearm) if (position.status === 'open' || position.status === 'pending') this.arm(position);
  }

  private chargeFinancing(run: Run, slot: 'daily' | 'eight-hourly', wednesday: boolean, marks: readonly TickRef[], at: string, slotAt: string | undefined): void {
    const brought = new Map(marks.map((tick) => [tick.symbol, tick]));
    const instant = slotAt === undefined ? null : Date.parse(slotAt);
    for (const position of this.positions.values()) {
      if (position.status !== 'open' || position.terms.financing.kind !== slot) continue;
      // Charged only for what was open at the slot's instant, not for what opened after it but before the charge ran.
      if (instant !== null && filledAt(position) > instant) continue;
      const tick = freshest(this.marks.get(position.symbol), brought.get(position.symbol));
      if (!tick) continue;
      const financing = position.terms.financing;
      const times = financing.kind === 'daily' && financing.tripleOnWednesday && wednesday ? 3n : 1n;
      const rate = d(position.side === 'long' ? financing.longRate : financing.shortRate);
      const charge = minorOf(notionalOf(d(position.quantity), d(tick.price)).multiply(rate, USDT_SCALE, 'ceil')) * times;
      const hold = holdAccount(position.id);
      const taken = charge > this.balance(hold) ? this.balance(hold) : charge;
      if (taken > 0n) run.move(hold, PLATFORM.financing, taken, { record: 'financing', ref: position.id });
      if (taken < 0n) run.move(PLATFORM.financing, hold, -taken, { record: 'financing', ref: position.id });
      if (taken === 0n) continue;
      position.margin = usdt(minorOf(d(position.margin)) - taken);
      position.financing = usdt(minorOf(d(position.financing)) + taken);
      run.changed(position);
      // Financing can take a position below its maintenance margin: it is liquidated at the last tick.
      if (isLiquidatedAt(margined(position), d(tick.price))) this.settle(run, position, d(position.lots), d(tick.price), tick, 'liquidation', at);
      else this.arm(position);
    }
  }

  /** Sets the position's triggers from its levels: the pending open, or take-profit, stop-loss and liquidation. */
  private arm(position: PositionView): void {
    this.disarm(position.id);
    const { terms, side } = position;
    const half = d(terms.spread).divide(Decimal.parse('2'), d(terms.spread).scale + 1, 'down');
    const set = (kind: TriggerKind, price: Decimal, direction: TriggerDirection) =>
      this.triggers.set({ id: `${position.id}:${kind}`, symbol: position.symbol, direction, level: ticksOf(price, terms.tickSize, direction === 'at-or-below' ? 'floor' : 'ceil') } satisfies Trigger);
    if (position.status === 'pending') {
      // A long fills when its entry (tick + half) is at or below the limit, a short when tick - half is at or above it.
      const limit = d(position.limitPrice!);
      if (side === 'long') set('pending', limit.subtract(half), 'at-or-below');
      else set('pending', limit.add(half), 'at-or-above');
      return;
    }
    if (position.status !== 'open') return;
    if (position.takeProfit) {
      const tp = d(position.takeProfit);
      if (side === 'long') set('take_profit', tp.add(half), 'at-or-above');
      else set('take_profit', tp.subtract(half), 'at-or-below');
    }
    if (position.stopLoss) {
      const sl = d(position.stopLoss);
      if (side === 'long') set('stop_loss', sl.add(half), 'at-or-below');
      else set('stop_loss', sl.subtract(half), 'at-or-above');
    }
    const liquidation = exactLiquidationPrice(margined(position));
    // Rounded to the side that fires early; the exact check runs when it fires.
    if (liquidation) {
      if (side === 'long') this.triggers.set({ id: `${position.id}:liquidation`, symbol: position.symbol, direction: 'at-or-below', level: ticksOf(liquidation, terms.tickSize, 'ceil') });
      else this.triggers.set({ id: `${position.id}:liquidation`, symbol: position.symbol, direction: 'at-or-above', level: ticksOf(liquidation, terms.tickSize, 'floor') });
    }
  }

  private disarm(positionId: string): void {
    for (const kind of ['pending', 'take_profit', 'stop_loss', 'liquidation'] as const) this.triggers.remove(`${positionId}:${kind}`);
  }

  // ---- checks -------------------------------------------------------------------------------------

  private ownPosition(id: string, ownerId: string): PositionView {
    const position = this.positions.get(id);
    if (!position || position.ownerId !== ownerId) throw new ContractRejection('contracts.positionNotFound');
    return position;
  }

  /**
   * A tick an open or a close was priced at becomes the core's mark when it is newer: the house's
   * exposure (its buffer) is valued at it. Triggers still fire only from ApplyTick.
   */
  private noteMark(tick: TickRef): void {
    const last = this.marks.get(tick.symbol);
    if (!last || tick.seq > last.seq) this.marks.set(tick.symbol, tick);
  }

  /** The newer of the core's mark and the tick the command brought. */
  private requireMark(symbol: string, brought: TickRef | undefined): TickRef {
    const tick = freshest(this.marks.get(symbol), brought?.symbol === symbol ? brought : undefined);
    if (!tick) throw new ContractRejection('contracts.noPrice');
    return tick;
  }

  /** Whether a tick would fire any trigger: the writer logs only ticks that do. */
  wouldFire(tick: TickRef): boolean {
    const terms = this.terms.get(tick.symbol);
    if (this.optionBook.wouldStrike(tick)) return true;
    return terms !== undefined && this.triggers.wouldFire(tick.symbol, ticksOf(d(tick.price), terms.tickSize, 'floor'));
  }

  private validLots(text: string, terms: ContractTerms, atMost?: Decimal): Decimal {
    const lots = parseDecimal(text, 'lots');
    const step = d(terms.lotStep);
    if (!lots.isPositive() || !lots.divide(step, 12, 'down').equals(lots.divide(step, 0, 'down'))) throw new ContractRejection('contracts.lotStep', { step: terms.lotStep });
    if (atMost) {
      if (lots.compare(atMost) > 0) throw new ContractRejection('contracts.closeTooMuch', { max: atMost.toString() });
    } else if (lots.compare(d(terms.minLots)) < 0 || lots.compare(d(terms.maxLots)) > 0) {
      throw new ContractRejection('contracts.lotsRange', { min: terms.minLots, max: terms.maxLots });
    }
    return lots.rescale(Math.max(lots.scale, step.scale), 'down');
  }

  private validPrice(text: string | undefined, terms: ContractTerms): Decimal {
    const price = parseDecimal(text ?? '', 'price');
    if (!price.isPositive() || !price.divide(d(terms.tickSize), 12, 'down').equals(price.divide(d(terms.tickSize), 0, 'down'))) throw new ContractRejection('contracts.priceStep', { tick: terms.tickSize });
    return price;
  }

  private positiveAmount(text: string): bigint {
    const amount = parseDecimal(text, 'amount');
    if (!amount.isPositive() || amount.scale > USDT_SCALE) throw new ContractRejection('contracts.amountInvalid');
    return minorOf(amount);
  }

  /** A transfer is taken in once and sent out once: between its two accounts here it passes both ways. */
  private transferAmount(directedId: string, text: string): bigint {
    if (this.transfers.has(directedId)) throw new ContractRejection('contracts.duplicate');
    return this.positiveAmount(text);
  }

  /** A long's take-profit above and stop-loss below the reference price; a short's the other way. */
  private checkTakeProfitStopLoss(side: PositionSide, reference: Decimal, takeProfit: string | null | undefined, stopLoss: string | null | undefined): void {
    const above = side === 'long' ? 1 : -1;
    if (takeProfit && d(takeProfit).compare(reference) !== above) throw new ContractRejection(side === 'long' ? 'contracts.takeProfitAbove' : 'contracts.takeProfitBelow', { price: reference.toString() });
    if (stopLoss && d(stopLoss).compare(reference) !== -above) throw new ContractRejection(side === 'long' ? 'contracts.stopLossBelow' : 'contracts.stopLossAbove', { price: reference.toString() });
  }

  /**
   * Whether the house refuses new exposure (never while its buffer is not enforced): below its buffer
   * now, or below it once `adding` more (in USDT minor units) is counted in what it must hold.
   */
  private houseStopped(adding = 0n): boolean {
    if (this.houseBufferShare === null) return false;
    const buffer = this.houseBuffer();
    return buffer.balance < buffer.required + adding;
  }

  /** What an option order would take from the house if it won (its stake x its payout rate); 0 when the order is malformed (the book refuses it). */
  private optionPayoutOf(symbol: string, seconds: number, amount: string): bigint {
    const rate = this.optionTerms.get(symbol)?.durations.find((duration) => duration.seconds === seconds)?.payoutRate;
    if (!rate || !/^\d{1,20}(\.\d{1,6})?$/.test(amount)) return 0n;
    return minorOf(d(amount).multiply(d(rate)).rescale(USDT_SCALE, 'ceil'));
  }

  /** Whether a position on this side takes the house's net exposure on the instrument further from zero. */
  private addsExposure(symbol: string, side: PositionSide, quantity: Decimal): boolean {
    const now = this.netExposure(symbol);
    const after = side === 'long' ? now.add(quantity) : now.subtract(quantity);
    return after.abs().compare(now.abs()) > 0;
  }

  private wouldPassHouseCap(terms: ContractTerms, side: PositionSide, quantity: Decimal, mark: Decimal): boolean {
    const now = this.netExposure(terms.symbol);
    const after = side === 'long' ? now.add(quantity) : now.subtract(quantity);
    // Only a position that adds to the house's exposure is refused.
    if (after.abs().compare(now.abs()) <= 0) return false;
    return after.abs().multiply(mark).compare(d(terms.houseExposureCap)) > 0;
  }

  private checkHouseCap(terms: ContractTerms, side: PositionSide, quantity: Decimal, mark: Decimal): void {
    if (this.wouldPassHouseCap(terms, side, quantity, mark)) throw new ContractRejection('contracts.houseCap');
  }

  private addExposure(symbol: string, side: PositionSide, quantity: Decimal): void {
    this.netQuantity.set(symbol, this.netExposure(symbol).add(side === 'long' ? quantity : quantity.negate()));
  }

  /** For the run: every balance change goes through here. */
  adjust(account: string, minor: bigint): void {
    this.balances.set(account, this.balance(account) + minor);
  }
}

/** One command's postings and changed positions. */
class Run {
  readonly postings: ContractPosting[] = [];
  /** The part of a position this command closed, the rest left open. */
  partialClose: PartialClose | undefined;
  private readonly changes = new Map<string, PositionView>();
  private readonly optionChanges = new Map<string, OptionView>();

  constructor(private readonly core: ContractCore) {}

  balance(account: string): bigint {
    return this.core.balance(account);
  }

  move(from: string, to: string, minor: bigint, about?: { record: ContractRecordType; ref: string }): void {
    if (minor === 0n) return;
    if (minor < 0n) throw new Error(`negative movement ${from} -> ${to}`);
    // Never true after the core's own checks; if it is, the service rebuilds the core from its log.
    if ((from.startsWith('user:') || from.startsWith('hold:')) && this.core.balance(from) < minor) throw new Error(`${from} would go negative`);
    this.core.adjust(from, -minor);
    this.core.adjust(to, minor);
    const after = (account: string) => (account.startsWith('user:') ? { balanceAfter: usdt(this.core.balance(account)) } : {});
    this.postings.push({ account: from, amount: `-${usdt(minor)}`, ...about, ...after(from) }, { account: to, amount: usdt(minor), ...about, ...after(to) });
  }

  changed(position: PositionView): void {
    this.changes.set(position.id, position);
  }

  changedOption(option: OptionView): void {
    this.optionChanges.set(option.id, option);
  }

  changedOptions(): OptionView[] {
    return [...this.optionChanges.values()].map((option) => structuredClone(option));
  }

  changedPositions(): PositionView[] {
    return [...this.changes.values()].map((position) => structuredClone(position));
  }
}

/**
 * When a position became open, in ms: the later of its placement and its entry tick (a market open at
 * its placement; a pending open at the tick that filled it).
 */
function filledAt(position: PositionView): number {
  const placed = Date.parse(position.openedAt);
  const entry = position.entryTick ? Date.parse(position.entryTick.at) : placed;
  return Math.max(placed, entry);
}

/** Whether an entry price is at a limit or better: at or below it for a long, at or above it for a short. */
function entryReaches(side: PositionSide, entry: Decimal, limit: Decimal): boolean {
  return side === 'long' ? entry.compare(limit) <= 0 : entry.compare(limit) >= 0;
}

/** An open as the core and the quote check it: the command without its id and time. */
export type OpenOrder = Omit<Extract<ContractCommand, { type: 'OpenPosition' }>, 'type' | 'positionId' | 'ownerId' | 'at'> & { ownerId?: string };

/** What an open would hold, by the same checks the open makes. */
export interface OpenPlan {
  terms: ContractTerms;
  lots: Decimal;
  quantity: Decimal;
  /** The tick it is priced at: the newer of the core's mark and the tick the caller brought. */
  tick: TickRef;
  limit: Decimal | null;
  /** The price the margin and fee are worked out at (see `planOpen`). */
  entry: Decimal;
  notional: Decimal;
  maxLeverage: number;
  margin: bigint;
  fee: bigint;
  takeProfit: string | null;
  stopLoss: string | null;
}

function margined(position: PositionView) {
  return { side: position.side, quantity: position.quantity, entryPrice: position.entryPrice!, margin: position.margin, initialMargin: position.initialMargin, terms: position.terms };
}

function freshest(a: TickRef | undefined, b: TickRef | undefined): TickRef | undefined {
  if (!a) return b;
  if (!b) return a;
  return b.seq > a.seq ? b : a;
}

/** `minor x part / whole`, rounded down: the share of a position's money that goes with `part` of its lots. */
function shareOf(minor: bigint, part: Decimal, whole: Decimal): bigint {
  return (minor * part.units * 10n ** BigInt(whole.scale)) / (whole.units * 10n ** BigInt(part.scale));
}

function ticksOf(price: Decimal, tickSize: string, rounding: 'floor' | 'ceil'): number {
  return Number(price.divide(d(tickSize), 0, rounding).units);
}

function splitTriggerId(id: string): [string, TriggerKind] {
  const at = id.lastIndexOf(':');
  return [id.slice(0, at), id.slice(at + 1) as TriggerKind];
}

function parseDecimal(text: string, field: string): Decimal {
  try {
    return Decimal.parse(text);
  } catch {
    throw new ContractRejection('field.invalid', { field });
  }
}

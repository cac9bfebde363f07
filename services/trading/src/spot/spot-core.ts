import { assetOf, formatDecimalText, Money, type Asset } from '@meridian/money';
import { coversDebit } from '@meridian/ledger';
import { OrderBook, type CancelReason, type MatchingEvent, type OrderBookSnapshot, type Side } from '../matching';
import { TriggerEngine } from '../matching/trigger-engine';
import { SPOT_ASSET_CATALOGUE, SPOT_ASSETS, SPOT_FEES, SPOT_MARKETS, fromSteps, toSteps, type SpotMarket } from './spot-markets';
import {
  STOP_TYPES,
  engineTimeInForce,
  executionTypeOf,
  ocoLevels,
  priceTicksOf,
  stopDirectionOf,
  stopLevelOf,
  timeInForceOf,
  triggerLevel,
} from './spot-conditional-terms';
import {
  MARKET_MAKER,
  type PriceTickRef,
  SpotRejection,
  type SpotBalance,
  type SpotCommand,
  type SpotEvent,
  type SpotEventType,
  type SpotOrderStatus,
  type SpotOrderTerms,
  type SpotOrderType,
  type SpotOrderView,
  type SpotPosting,
  type SpotRecordType,
  type SpotTrade,
} from './spot-core.types';

/** An order that is, or was a moment ago, on a book; the core forgets it once it is closed. */
interface LiveOrder extends SpotOrderTerms {
  filledLots: bigint;
  filledQuoteMinor: bigint;
  feeMinor: bigint;
  /** What is still held for it, in the quote coin for a buy and the base coin for a sell. */
  holdMinor: bigint;
  createdAt: string;
  /** A stop order waiting for its tick: it holds its funds but is not on the book. */
  untriggered: boolean;
  triggerTick: PriceTickRef | null;
  /** The other leg while a one-cancels-the-other pair is whole. */
  ocoPartner: string | null;
  /** A pair's limit leg holds for both legs: while the pair is whole its hold never drops below this. */
  holdFloorMinor: bigint;
  /** The core's sequence when it was accepted: stops crossed by one tick fire in this order. */
  acceptedAt: number;
  /** The fee rates (parts per million) in force when it was accepted: it pays these, whatever changes later. */
  makerPpm: bigint;
  takerPpm: bigint;
}

type BigintField = 'filledLots' | 'filledQuoteMinor' | 'feeMinor' | 'holdMinor' | 'holdFloorMinor';
const BIGINT_FIELDS: readonly BigintField[] = ['filledLots', 'filledQuoteMinor', 'feeMinor', 'holdMinor', 'holdFloorMinor'];
type FeeField = 'makerPpm' | 'takerPpm';
/** Orders of snapshots taken before fees could change lack their rates: they were accepted under the defaults. */
type SnapshotOrder = Omit<LiveOrder, BigintField | FeeField> & Record<BigintField, string> & Partial<Record<FeeField, string>>;

/** Fee rates in parts per million of what the customer receives, and who changed them last (null: the defaults). */
export interface SpotFeeRates {
  makerPpm: bigint;
  takerPpm: bigint;
  changedAt: string | null;
  changedBy: string | null;
}

/** The highest fee rate staff may set: 1% (10,000 ppm). */
export const MAX_SPOT_FEE_PPM = 10_000n;
const FEE_RATE = /^(0|[1-9]\d{0,5})(\.\d{1,6})?$/;

/** A fee rate as a decimal fraction (`0.001`) in parts per million; refused unless 0 to 1% in whole ppm. */
export function feeRatePpm(rate: unknown): bigint {
  const match = typeof rate === 'string' ? FEE_RATE.exec(rate) : null;
  if (!match) throw new SpotRejection('spot.feeRateInvalid', { max: feeRateText(MAX_SPOT_FEE_PPM) });
  const ppm = BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '.').slice(1).padEnd(6, '0'));
  if (ppm > MAX_SPOT_FEE_PPM) throw new SpotRejection('spot.feeRateInvalid', { max: feeRateText(MAX_SPOT_FEE_PPM) });
  return ppm;
}

/** Parts per million as the shortest decimal fraction: 1,000 is `0.001`, 0 is `0`. */
export function feeRateText(ppm: bigint): string {
  const fraction = (ppm % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${ppm / 1_000_000n}${fraction ? `.${fraction}` : ''}`;
}

export interface SpotCoreSnapshot {
  version: 1;
  sequence: number;
  /** Absent in snapshots taken before fees could change: the defaults (SPOT_FEES). */
  fees?: { makerPpm: string; takerPpm: string; changedAt: string | null; changedBy: string | null };
  balances: [string, string][];
  /** Orders of snapshots taken before stop orders lack their fields; restore fills them in. */
  orders: SnapshotOrder[];
  books: [string, OrderBookSnapshot][];
  transfers: string[];
  quotes: [string, string[]][];
}

const spotAccount = (ownerId: string, coin: string) =>
  ownerId === MARKET_MAKER ? `platform:market-maker:${coin}` : `user:${ownerId}:spot:${coin}`;
const holdAccount = (orderId: string, coin: string) => `hold:${orderId}:${coin}`;
/** A market buy by quantity may spend at most the buyer's balance; its lots are capped by this. */
const NO_LOT_CAP = 10n ** 18n;

/**
 * The spot trading core: every book and every spot account, in memory, changed by one command at a
 * time (a single writer). It is pure and deterministic: ids and times come in the commands, so running
 * the same commands from the same state gives the same events, which is how start-up rebuilds it.
 *
 * Money never leaves the journal: a hold is the account `hold:<order>:<COIN>`, placed from the owner's
 * spot account when the order is accepted, spent as it fills and returned when it closes; fees go to
 * `platform:fees:<COIN>`; funds arrive from and leave to `clearing:accounts:<COIN>`, the mirror of the
 * funding side's `clearing:trading:<COIN>`. Each event lists its postings, which sum to zero per coin.
 */
export class SpotCore {
  private readonly balances = new Map<string, bigint>();
  private readonly orders = new Map<string, LiveOrder>();
  private readonly ordersByOwner = new Map<string, Set<string>>();
  private readonly books = new Map<string, OrderBook>();
  private readonly transfers = new Set<string>();
  private readonly quotes = new Map<string, string[]>();
  /** Untriggered stop orders by their stop level; rebuilt from the orders on restore. */
  private readonly stops = new TriggerEngine();
  private seq = 0;
  private fees: SpotFeeRates = { makerPpm: SPOT_FEES.makerPpm, takerPpm: SPOT_FEES.takerPpm, changedAt: null, changedBy: null };

  constructor() {
    for (const symbol of SPOT_MARKETS.keys()) this.books.set(symbol, new OrderBook());
  }

  /** How many events the core has produced: the version of its stream. */
  get sequence(): number {
    return this.seq;
  }

  execute(command: SpotCommand): SpotEvent {
    const run = new CommandRun(this, command.at);
    let type: SpotEventType;
    switch (command.type) {
      case 'PlaceSpotOrder':
        type = 'SpotOrderPlaced';
        this.place(run, command);
        break;
      case 'PlaceSpotOco':
        type = 'SpotOcoPlaced';
        this.placeOco(run, command);
        break;
      case 'FireSpotStops':
        type = 'SpotStopsTriggered';
        this.fireStops(run, command.tick);
        break;
      case 'CancelSpotOrder': {
        type = 'SpotOrderCancelled';
        const order = this.orders.get(command.orderId);
        if (!order || order.ownerId !== command.ownerId) throw new SpotRejection('spot.orderNotFound');
        this.cancelLive(run, order, 'user');
        break;
      }
      case 'ReceiveFromFunding': {
        type = 'SpotFundsReceived';
        const amount = this.transferAmount(command.transferId, command.coin, command.amount);
        run.move(`clearing:accounts:${command.coin}`, spotAccount(command.customerId, command.coin), command.coin, amount, { record: 'transfer_in', ref: command.transferId });
        this.transfers.add(command.transferId);
        break;
      }
      case 'SendToFunding': {
        type = 'SpotFundsSent';
        const amount = this.transferAmount(command.transferId, command.coin, command.amount);
        const from = spotAccount(command.customerId, command.coin);
        if (this.balance(from) < amount) throw new SpotRejection('spot.insufficientBalance');
        run.move(from, `clearing:accounts:${command.coin}`, command.coin, amount, { record: 'transfer_out', ref: command.transferId });
        this.transfers.add(command.transferId);
        break;
      }
      case 'ReplaceQuotes':
        type = 'MarketMakerQuotesReplaced';
        this.replaceQuotes(run, command);
        break;
      case 'FundMarketMaker': {
        type = 'MarketMakerFunded';
        const amount = this.transferAmount(command.fundingId, command.coin, command.amount);
        run.move(`platform:market-maker-capital:${command.coin}`, spotAccount(MARKET_MAKER, command.coin), command.coin, amount);
        this.transfers.add(command.fundingId);
        break;
      }
      case 'ConfigureSpotFees': {
        type = 'SpotFeesConfigured';
        this.fees = { makerPpm: feeRatePpm(command.makerRate), takerPpm: feeRatePpm(command.takerRate), changedAt: command.at, changedBy: command.staffId };
        break;
      }
      default: {
        const unknown: never = command;
        throw new Error(`unknown spot command ${JSON.stringify(unknown)}`);
      }
    }
    this.seq += 1;
    return { type, data: run.finish(command) };
  }

  // ---- queries (the owner's in-memory truth; answers are copies)

  balancesOf(ownerId: string): SpotBalance[] {
    const frozen = new Map<string, bigint>();
    for (const id of this.ordersByOwner.get(ownerId) ?? []) {
      const order = this.orders.get(id)!;
      const coin = this.holdCoin(order);
      frozen.set(coin.code, (frozen.get(coin.code) ?? 0n) + order.holdMinor);
    }
    return SPOT_ASSETS.map((asset) => ({
      coin: asset.code,
      available: formatDecimalText(this.balance(spotAccount(ownerId, asset.code)), asset.scale),
      frozen: formatDecimalText(frozen.get(asset.code) ?? 0n, asset.scale),
    }));
  }

  availableMinor(ownerId: string, coin: string): bigint {
    return this.balance(spotAccount(ownerId, coin));
  }

  openOrdersOf(ownerId: string, symbol?: string): SpotOrderView[] {
    const ids = [...(this.ordersByOwner.get(ownerId) ?? [])];
    return ids
      .map((id) => this.orders.get(id)!)
      .filter((order) => !symbol || order.symbol === symbol)
      .map((order) => this.view(order, order.untriggered ? 'untriggered' : 'open', null, order.createdAt))
      .reverse();
  }

  openOrder(orderId: string): SpotOrderView | undefined {
    const order = this.orders.get(orderId);
    return order && this.view(order, order.untriggered ? 'untriggered' : 'open', null, order.createdAt);
  }

  /** Whether a recorded tick reaches any waiting stop, changing nothing: the ticker asks before it submits. */
  wouldFireStop(tick: PriceTickRef): boolean {
    const market = SPOT_MARKETS.get(tick.symbol);
    const level = market && toSteps(tick.price, market.tickSize);
    return level !== undefined && level.ok && this.stops.wouldFire(tick.symbol, Number(level.ticks));
  }

  depth(symbol: string, levels: number) {
    const market = SPOT_MARKETS.get(symbol)!;
    const depth = this.book(symbol).depth(levels);
    const side = (list: typeof depth.bids) =>
      list.map((l) => ({ price: fromSteps(l.price, market.tickSize), quantity: fromSteps(l.quantity, market.lotStep) }));
    return { bids: side(depth.bids), asks: side(depth.asks) };
  }

  /** Balances of every account the core holds (the auditor's trial balance reads this). */
  accountBalances(): Map<string, bigint> {
    return new Map(this.balances);
  }

  marketMakerOrders(symbol: string): readonly string[] {
    return this.quotes.get(symbol) ?? [];
  }

  /** The fee rates orders accepted from now on pay. */
  feeRates(): SpotFeeRates {
    return { ...this.fees };
  }


  // ---- snapshot

  snapshot(): SpotCoreSnapshot {
    return {
      version: 1,
      sequence: this.seq,
      fees: { ...this.fees, makerPpm: this.fees.makerPpm.toString(), takerPpm: this.fees.takerPpm.toString() },
      balances: [...this.balances].map(([name, value]) => [name, value.toString()]),
      orders: [...this.orders.values()].map(
        (o) => ({ ...o, ...Object.fromEntries([...BIGINT_FIELDS, 'makerPpm', 'takerPpm'].map((field) => [field, o[field as BigintField | FeeField].toString()])) }) as unknown as SnapshotOrder,
      ),
      books: [...this.books].map(([symbol, book]) => [symbol, book.snapshot()]),
      transfers: [...this.transfers],
      quotes: [...this.quotes],
    };
  }

  static restore(snapshot: SpotCoreSnapshot): SpotCore {
    const core = new SpotCore();
    core.seq = snapshot.sequence;
    if (snapshot.fees) core.fees = { ...snapshot.fees, makerPpm: BigInt(snapshot.fees.makerPpm), takerPpm: BigInt(snapshot.fees.takerPpm) };
    for (const [name, value] of snapshot.balances) core.balances.set(name, BigInt(value));
    for (const o of snapshot.orders) {
      const order: LiveOrder = {
        ...o,
        stopPrice: o.stopPrice ?? null,
        timeInForce: o.timeInForce ?? 'gtc',
        ocoId: o.ocoId ?? null,
        untriggered: o.untriggered ?? false,
        triggerTick: o.triggerTick ?? null,
        ocoPartner: o.ocoPartner ?? null,
        acceptedAt: o.acceptedAt ?? 0,
        makerPpm: o.makerPpm === undefined ? SPOT_FEES.makerPpm : BigInt(o.makerPpm),
        takerPpm: o.takerPpm === undefined ? SPOT_FEES.takerPpm : BigInt(o.takerPpm),
        ...(Object.fromEntries(BIGINT_FIELDS.map((field) => [field, BigInt(o[field] ?? '0')])) as Record<BigintField, bigint>),
      };
      core.track(order);
      if (order.untriggered) core.watchStop(order);
    }
    for (const [symbol, book] of snapshot.books) core.book(symbol).restore(book);
    for (const id of snapshot.transfers) core.transfers.add(id);
    for (const [symbol, ids] of snapshot.quotes) core.quotes.set(symbol, ids);
    return core;
  }

  // ---- commands

  private place(run: CommandRun, command: Extract<SpotCommand, { type: 'PlaceSpotOrder' }>): void {
    const market = SPOT_MARKETS.get(command.symbol);
    if (!market) throw new SpotRejection('spot.unknownMarket');
    if (this.orders.has(command.orderId)) throw new SpotRejection('spot.invalidOrder');
    const timeInForce = timeInForceOf(command.orderType, command.timeInForce);
    const terms = orderTerms(market, command);
    const isStop = STOP_TYPES.has(command.orderType);
    if (isStop) stopLevelOf(market, command);
    else if (command.stopPrice !== undefined) throw new SpotRejection('spot.invalidOrder');
    // A stop holds its funds while it waits, so a buy stop at market spends an amount, never "all I have".
    if (isStop && terms.hold === null) throw new SpotRejection('spot.invalidOrder');
    const holdCoin = command.side === 'buy' ? market.quote : market.base;
    const available = this.balance(spotAccount(command.ownerId, holdCoin.code));
    let hold = terms.hold;
    let budget = terms.budget;
    if (hold === null) {
      // A market buy by quantity: hold what the buyer has, spend what the book asks, return the rest.
      hold = available;
      budget = available / market.quoteMinorPerTickLot;
      if (budget === 0n) throw new SpotRejection('spot.insufficientBalance');
    }
    if (available < hold) throw new SpotRejection('spot.insufficientBalance');
    const order = this.accept(command.orderId, command.ownerId, market, command.side, command.orderType, terms, command.at, {
      quoteAmount: command.quoteAmount !== undefined ? Money.ofMinor(market.quote, terms.hold!).toString() : null,
      stopPrice: isStop ? command.stopPrice! : null,
      timeInForce,
      ocoId: null,
    });
    this.hold(run, order, hold);
    if (isStop) {
      this.watchStop(order);
      run.changed(this.view(order, 'untriggered', null, run.at));
      return;
    }
    this.submit(run, order, { ...terms, budget });
  }

  /** Both legs are accepted together from one hold; the limit leg goes to the book, the stop leg waits. */
  private placeOco(run: CommandRun, command: Extract<SpotCommand, { type: 'PlaceSpotOco' }>): void {
    const market = SPOT_MARKETS.get(command.symbol);
    if (!market) throw new SpotRejection('spot.unknownMarket');
    if (command.side !== 'buy' && command.side !== 'sell') throw new SpotRejection('spot.invalidOrder');
    if (command.limitOrderId === command.stopOrderId || this.orders.has(command.limitOrderId) || this.orders.has(command.stopOrderId))
      throw new SpotRejection('spot.invalidOrder');
    ocoLevels(market, command);
    const legOf = (orderType: 'limit' | 'market', price: string | undefined) =>
      orderTerms(market, { ...command, type: 'PlaceSpotOrder', orderId: command.limitOrderId, orderType, price });
    const limitTerms = legOf('limit', command.price);
    const stopTerms = legOf(command.stopLimitPrice === undefined ? 'market' : 'limit', command.stopLimitPrice);
    // A buy stop at market spends what the buyer has when it fires, so only the limit leg is held for it.
    const hold = (stopTerms.hold ?? 0n) > limitTerms.hold! ? stopTerms.hold! : limitTerms.hold!;
    const holdCoin = command.side === 'buy' ? market.quote : market.base;
    if (this.balance(spotAccount(command.ownerId, holdCoin.code)) < hold) throw new SpotRejection('spot.insufficientBalance');
    const pair = { timeInForce: 'gtc' as const, quoteAmount: null, ocoId: command.ocoId };
    const stopLeg = this.accept(command.stopOrderId, command.ownerId, market, command.side, command.stopLimitPrice === undefined ? 'stop_market' : 'stop_limit', stopTerms, command.at, {
      ...pair,
      stopPrice: command.stopPrice,
    });
    const limitLeg = this.accept(command.limitOrderId, command.ownerId, market, command.side, 'limit', limitTerms, command.at, { ...pair, stopPrice: null });
    stopLeg.ocoPartner = limitLeg.id;
    limitLeg.ocoPartner = stopLeg.id;
    limitLeg.holdFloorMinor = hold;
    this.watchStop(stopLeg);
    run.changed(this.view(stopLeg, 'untriggered', null, run.at));
    this.hold(run, limitLeg, hold);
    this.submit(run, limitLeg, limitTerms);
  }

  /** Sends every stop the tick reached to the book, oldest first, each naming the tick. */
  private fireStops(run: CommandRun, tick: PriceTickRef): void {
    const market = SPOT_MARKETS.get(tick.symbol);
    if (!market) throw new SpotRejection('spot.unknownMarket');
    const fired = this.stops
      .fire(tick.symbol, triggerLevel(priceTicksOf(market, tick.price)))
      .map((trigger) => this.orders.get(trigger.id))
      .filter((order): order is LiveOrder => order !== undefined && order.untriggered)
      .sort((a, b) => a.acceptedAt - b.acceptedAt);
    if (fired.length === 0) throw new SpotRejection('spot.nothingTriggered');
    for (const order of fired) {
      // An earlier stop of this tick may have closed it (its own pair, a self-trade).
      if (this.orders.get(order.id) !== order) continue;
      this.activate(run, market, order, tick);
    }
  }

  private activate(run: CommandRun, market: SpotMarket, order: LiveOrder, tick: PriceTickRef): void {
    order.untriggered = false;
    order.triggerTick = tick;
    // The limit leg goes first, so its hold is back in the account for the stop leg to take.
    this.breakPair(run, order);
    const terms = orderTerms(market, {
      type: 'PlaceSpotOrder',
      orderId: order.id,
      ownerId: order.ownerId,
      symbol: order.symbol,
      side: order.side,
      orderType: executionTypeOf(order.type),
      price: order.price ?? undefined,
      quantity: order.quantity ?? undefined,
      quoteAmount: order.quoteAmount ?? undefined,
      at: run.at,
    });
    let budget = terms.budget;
    if (order.holdMinor === 0n) {
      const available = this.balance(spotAccount(order.ownerId, this.holdCoin(order).code));
      const hold = terms.hold ?? available;
      if (terms.hold === null) budget = available / market.quoteMinorPerTickLot;
      if (hold === 0n || available < hold || budget === 0n) {
        this.close(run, order, 'cancelled', 'budget');
        return;
      }
      this.hold(run, order, hold);
    }
    this.submit(run, order, { ...terms, budget });
  }

  private accept(
    id: string,
    ownerId: string,
    market: SpotMarket,
    side: Side,
    type: SpotOrderType,
    terms: OrderTerms,
    at: string,
    more: Pick<LiveOrder, 'quoteAmount' | 'stopPrice' | 'timeInForce' | 'ocoId'>,
  ): LiveOrder {
    const order: LiveOrder = {
      id,
      ownerId,
      symbol: market.symbol,
      side,
      type,
      price: terms.priceTicks === null ? null : fromSteps(terms.priceTicks, market.tickSize),
      quantity: terms.lots === NO_LOT_CAP ? null : fromSteps(terms.lots, market.lotStep),
      ...more,
      filledLots: 0n,
      filledQuoteMinor: 0n,
      feeMinor: 0n,
      holdMinor: 0n,
      createdAt: at,
      untriggered: STOP_TYPES.has(type),
      triggerTick: null,
      ocoPartner: null,
      holdFloorMinor: 0n,
      acceptedAt: this.seq + 1,
      makerPpm: this.fees.makerPpm,
      takerPpm: this.fees.takerPpm,
    };
    this.track(order);
    return order;
  }

  private hold(run: CommandRun, order: LiveOrder, amount: bigint): void {
    const coin = this.holdCoin(order).code;
    run.move(spotAccount(order.ownerId, coin), holdAccount(order.id, coin), coin, amount, { record: 'spot_order', ref: order.id });
    order.holdMinor += amount;
  }

  private submit(run: CommandRun, order: LiveOrder, terms: Pick<OrderTerms, 'priceTicks' | 'lots' | 'budget'>): void {
    const events = this.book(order.symbol).place({
      id: order.id,
      ownerId: order.ownerId,
      side: order.side,
      type: executionTypeOf(order.type),
      price: terms.priceTicks ?? undefined,
      quantity: terms.lots,
      quoteBudget: terms.budget ?? undefined,
      timeInForce: engineTimeInForce(order.timeInForce),
      selfTrade: 'cancel-taker',
    });
    this.applyMatching(run, events, order);
  }

  watchStop(order: LiveOrder): void {
    const market = SPOT_MARKETS.get(order.symbol)!;
    this.stops.set({ id: order.id, symbol: order.symbol, direction: stopDirectionOf(order.side), level: triggerLevel(priceTicksOf(market, order.stopPrice)) });
  }

  /** Takes a live order away for `reason`: a waiting stop leaves the trigger engine, a resting order the book. */
  private cancelLive(run: CommandRun, order: LiveOrder, reason: CancelReason): void {
    if (order.untriggered) {
      this.stops.remove(order.id);
      this.close(run, order, 'cancelled', reason);
      return;
    }
    const events = this.book(order.symbol).cancel(order.id);
    this.applyMatching(run, reason === 'user' ? events : events.map((event) => (event.type === 'OrderCancelled' ? { ...event, data: { ...event.data, reason } } : event)));
  }

  /** Ends a one-cancels-the-other pair from this leg's side: the other leg is cancelled. */
  private breakPair(run: CommandRun, order: LiveOrder): void {
    const partner = order.ocoPartner === null ? undefined : this.orders.get(order.ocoPartner);
    order.ocoPartner = null;
    order.holdFloorMinor = 0n;
    if (!partner) return;
    partner.ocoPartner = null;
    partner.holdFloorMinor = 0n;
    this.cancelLive(run, partner, 'oco');
  }

  private replaceQuotes(run: CommandRun, command: Extract<SpotCommand, { type: 'ReplaceQuotes' }>): void {
    const market = SPOT_MARKETS.get(command.symbol);
    if (!market) throw new SpotRejection('spot.unknownMarket');
    const book = this.book(command.symbol);
    for (const id of this.quotes.get(command.symbol) ?? []) {
      if (this.orders.has(id)) this.applyMatching(run, book.cancel(id));
    }
    const placed: string[] = [];
    const levels: [Side, { price: string; quantity: string }][] = [
      ...command.bids.map((level) => ['buy', level] as [Side, typeof level]),
      ...command.asks.map((level) => ['sell', level] as [Side, typeof level]),
    ];
    levels.forEach(([side, level], index) => {
      const orderId = `mm:${command.symbol}:${this.seq + 1}:${index}`;
      try {
        this.place(run, {
          type: 'PlaceSpotOrder',
          orderId,
          ownerId: MARKET_MAKER,
          symbol: command.symbol,
          side,
          orderType: 'limit',
          price: level.price,
          quantity: level.quantity,
          at: command.at,
        });
      } catch (error) {
        // A quote the house cannot fund is left out; the next replacement tries again.
        if (error instanceof SpotRejection) return;
        throw error;
      }
      if (this.orders.has(orderId)) placed.push(orderId);
    });
    this.quotes.set(command.symbol, placed);
  }

  /** Settles what the engine did: trades, fills, cancellations and what rests, with their postings. */
  private applyMatching(run: CommandRun, events: MatchingEvent[], taker?: LiveOrder): void {
    for (const event of events) {
      switch (event.type) {
        case 'TradeExecuted': {
          const { makerOrderId, takerOrderId, price, quantity, seq } = event.data;
          const maker = this.orders.get(makerOrderId)!;
          const takerOrder = this.orders.get(takerOrderId)!;
          this.settleTrade(run, maker, takerOrder, price, quantity, seq);
          break;
        }
        case 'OrderFilled':
        case 'OrderCancelled': {
          const order = this.orders.get(event.data.orderId)!;
          const reason: CancelReason | null = event.type === 'OrderCancelled' ? event.data.reason : null;
          this.close(run, order, reason === null ? 'filled' : 'cancelled', reason);
          break;
        }
        case 'OrderRested': {
          // A limit buy that filled below its limit held more than its resting part needs.
          const order = this.orders.get(event.data.orderId)!;
          const market = SPOT_MARKETS.get(order.symbol)!;
          if (order.side === 'buy') {
            const needed = event.data.price * event.data.quantity * market.quoteMinorPerTickLot;
            const kept = needed > order.holdFloorMinor ? needed : order.holdFloorMinor;
            if (order.holdMinor > kept) this.release(run, order, order.holdMinor - kept);
          }
          if (order.ownerId !== MARKET_MAKER || order.filledLots > 0n)
            run.changed(this.view(order, order.filledLots > 0n ? 'partially_filled' : 'open', null, run.at));
          break;
        }
        case 'OrderAccepted':
          break;
        case 'OrderRejected':
          // Terms were checked before the engine ran; a rejection here is a bug, not a customer error.
          throw new Error(`engine rejected ${event.data.orderId}: ${event.data.reason}${taker ? '' : ' (cancel)'}`);
        default: {
          const unknown: never = event;
          throw new Error(`unknown matching event ${JSON.stringify(unknown)}`);
        }
      }
    }
  }

  private settleTrade(run: CommandRun, maker: LiveOrder, taker: LiveOrder, priceTicks: bigint, lots: bigint, seq: number): void {
    const market = SPOT_MARKETS.get(maker.symbol)!;
    const quoteMinor = priceTicks * lots * market.quoteMinorPerTickLot;
    const baseMinor = lots * market.baseMinorPerLot;
    const buy = maker.side === 'buy' ? maker : taker;
    const sell = maker.side === 'buy' ? taker : maker;
    // Each side pays the rates its order was accepted under (terms are frozen at commitment).
    const feeOf = (order: LiveOrder, received: bigint) =>
      order.ownerId === MARKET_MAKER ? 0n : (received * (order === maker ? order.makerPpm : order.takerPpm)) / 1_000_000n;
    const buyerFee = feeOf(buy, baseMinor);
    const sellerFee = feeOf(sell, quoteMinor);
    const q = market.quote.code;
    const b = market.base.code;
    run.move(holdAccount(buy.id, q), spotAccount(sell.ownerId, q), q, quoteMinor - sellerFee, { record: 'spot_trade', ref: sell.id });
    if (sellerFee > 0n) run.move(holdAccount(buy.id, q), `platform:fees:${q}`, q, sellerFee);
    run.move(holdAccount(sell.id, b), spotAccount(buy.ownerId, b), b, baseMinor - buyerFee, { record: 'spot_trade', ref: buy.id });
    if (buyerFee > 0n) run.move(holdAccount(sell.id, b), `platform:fees:${b}`, b, buyerFee);
    buy.holdMinor -= quoteMinor;
    sell.holdMinor -= baseMinor;
    for (const order of [buy, sell]) {
      order.filledLots += lots;
      order.filledQuoteMinor += quoteMinor;
    }
    buy.feeMinor += buyerFee;
    sell.feeMinor += sellerFee;
    const trade: SpotTrade = {
      id: `${market.symbol}-${seq}`,
      symbol: market.symbol,
      seq,
      price: fromSteps(priceTicks, market.tickSize),
      quantity: fromSteps(lots, market.lotStep),
      quoteAmount: formatDecimalText(quoteMinor, market.quote.scale),
      takerSide: taker.side,
      buyOrderId: buy.id,
      sellOrderId: sell.id,
      buyerId: buy.ownerId,
      sellerId: sell.ownerId,
      buyerFee: formatDecimalText(buyerFee, market.base.scale),
      sellerFee: formatDecimalText(sellerFee, market.quote.scale),
      at: run.at,
    };
    run.trades.push(trade);
    run.changed(this.view(maker, 'partially_filled', null, run.at));
    // A pair's leg that trades at all ends the pair; what it held for the other leg stays with it until it closes.
    this.breakPair(run, maker);
    this.breakPair(run, taker);
  }

  private close(run: CommandRun, order: LiveOrder, status: SpotOrderStatus, reason: CancelReason | null): void {
    this.release(run, order, order.holdMinor);
    this.orders.delete(order.id);
    const mine = this.ordersByOwner.get(order.ownerId)!;
    mine.delete(order.id);
    if (mine.size === 0) this.ordersByOwner.delete(order.ownerId);
    // The house's quotes come and go all day: only those that traded are worth a row.
    if (order.ownerId !== MARKET_MAKER || order.filledLots > 0n) run.changed(this.view(order, status, reason, run.at));
    this.breakPair(run, order);
  }

  private release(run: CommandRun, order: LiveOrder, amount: bigint): void {
    if (amount === 0n) return;
    const coin = this.holdCoin(order).code;
    run.move(holdAccount(order.id, coin), spotAccount(order.ownerId, coin), coin, amount, { record: 'spot_order_refund', ref: order.id });
    order.holdMinor -= amount;
  }

  private transferAmount(id: string, coin: string, amount: string): bigint {
    if (this.transfers.has(id)) throw new SpotRejection('spot.duplicateTransfer');
    let asset: Asset;
    try {
      asset = assetOf(coin, SPOT_ASSET_CATALOGUE);
    } catch {
      throw new SpotRejection('spot.unknownCoin');
    }
    const minor = Money.parse(asset, amount).minor;
    if (minor <= 0n) throw new SpotRejection('spot.invalidOrder');
    return minor;
  }

  private view(order: LiveOrder, status: SpotOrderStatus, reason: CancelReason | null, updatedAt: string): SpotOrderView {
    const market = SPOT_MARKETS.get(order.symbol)!;
    const feeCoin = order.side === 'buy' ? market.base : market.quote;
    return {
      id: order.id,
      ownerId: order.ownerId,
      symbol: order.symbol,
      side: order.side,
      type: order.type,
      price: order.price,
      quantity: order.quantity,
      quoteAmount: order.quoteAmount,
      stopPrice: order.stopPrice,
      timeInForce: order.timeInForce,
      ocoId: order.ocoId,
      triggerTick: order.triggerTick,
      filledQuantity: fromSteps(order.filledLots, market.lotStep),
      filledQuote: formatDecimalText(order.filledQuoteMinor, market.quote.scale),
      averagePrice: order.filledLots === 0n ? null : averagePrice(order, market),
      fee: formatDecimalText(order.feeMinor, feeCoin.scale),
      feeCoin: feeCoin.code,
      status,
      cancelReason: reason,
      createdAt: order.createdAt,
      updatedAt,
    };
  }

  private holdCoin(order: LiveOrder): Asset {
    const market = SPOT_MARKETS.get(order.symbol)!;
    return order.side === 'buy' ? market.quote : market.base;
  }

  private track(order: LiveOrder): void {
    this.orders.set(order.id, order);
    let mine = this.ordersByOwner.get(order.ownerId);
    if (!mine) this.ordersByOwner.set(order.ownerId, (mine = new Set()));
    mine.add(order.id);
  }

  /** A market's book; a market listed after the core started gets an empty one on first use. */
  private book(symbol: string): OrderBook {
    let book = this.books.get(symbol);
    if (!book && SPOT_MARKETS.has(symbol)) this.books.set(symbol, (book = new OrderBook()));
    if (!book) throw new SpotRejection('spot.unknownMarket');
    return book;
  }

  balance(account: string): bigint {
    return this.balances.get(account) ?? 0n;
  }

  /** Only CommandRun moves money, one balanced pair at a time. */
  adjust(account: string, delta: bigint): void {
    const next = this.balance(account) + delta;
    if (next === 0n) this.balances.delete(account);
    else this.balances.set(account, next);
  }
}

/** Average fill price in ticks, rounded down, as a decimal of the tick size. */
function averagePrice(order: LiveOrder, market: SpotMarket): string {
  const ticks = order.filledQuoteMinor / (order.filledLots * market.quoteMinorPerTickLot);
  return fromSteps(ticks, market.tickSize);
}

interface OrderTerms {
  priceTicks: bigint | null;
  lots: bigint;
  /** Minor units to hold; null for a market buy by quantity (it holds the buyer's whole balance). */
  hold: bigint | null;
  budget: bigint | null;
}

const ORDER_TYPES: ReadonlySet<unknown> = new Set<SpotOrderType>(['limit', 'market', 'stop_limit', 'stop_market']);

/** Checks an order's numbers against the market's steps and works out what it must hold (a stop as the order it becomes). */
export function orderTerms(market: SpotMarket, command: Extract<SpotCommand, { type: 'PlaceSpotOrder' }>): OrderTerms {
  const lotsOf = (text: unknown) => {
    const parsed = toSteps(text, market.lotStep);
    if (!parsed.ok)
      throw new SpotRejection(parsed.reason === 'step' ? 'spot.quantityStep' : 'spot.invalidOrder', { step: market.lotStep.toString() });
    return parsed.ticks;
  };
  if (command.side !== 'buy' && command.side !== 'sell') throw new SpotRejection('spot.invalidOrder');
  if (!ORDER_TYPES.has(command.orderType)) throw new SpotRejection('spot.invalidOrder');
  if (executionTypeOf(command.orderType) === 'limit') {
    if (command.quoteAmount !== undefined) throw new SpotRejection('spot.invalidOrder');
    const price = toSteps(command.price, market.tickSize);
    if (!price.ok)
      throw new SpotRejection(price.reason === 'step' ? 'spot.priceStep' : 'spot.invalidOrder', { step: market.tickSize.toString() });
    const lots = lotsOf(command.quantity);
    const hold = command.side === 'buy' ? price.ticks * lots * market.quoteMinorPerTickLot : lots * market.baseMinorPerLot;
    return { priceTicks: price.ticks, lots, hold, budget: null };
  }
  if (command.price !== undefined) throw new SpotRejection('spot.invalidOrder');
  if (command.side === 'sell') {
    if (command.quoteAmount !== undefined) throw new SpotRejection('spot.invalidOrder');
    const lots = lotsOf(command.quantity);
    return { priceTicks: null, lots, hold: lots * market.baseMinorPerLot, budget: null };
  }
  if (command.quoteAmount !== undefined) {
    if (command.quantity !== undefined) throw new SpotRejection('spot.invalidOrder');
    let minor: bigint;
    try {
      minor = Money.parse(market.quote, command.quoteAmount).minor;
    } catch {
      throw new SpotRejection('spot.invalidOrder');
    }
    const budget = minor / market.quoteMinorPerTickLot;
    if (budget <= 0n) throw new SpotRejection('spot.invalidOrder');
    return { priceTicks: null, lots: NO_LOT_CAP, hold: minor, budget };
  }
  return { priceTicks: null, lots: lotsOf(command.quantity), hold: null, budget: null };
}

/** Collects one command's changes; money moves only through `move`, so every event balances. */
class CommandRun {
  readonly postings: SpotPosting[] = [];
  readonly trades: SpotTrade[] = [];
  private readonly changedOrders = new Map<string, SpotOrderView>();

  constructor(
    private readonly core: SpotCore,
    readonly at: string,
  ) {}

  /** `about` names the customer-facing side: the record type and the order or transfer it belongs to. */
  move(from: string, to: string, coin: string, minor: bigint, about?: { record: SpotRecordType; ref: string }): void {
    if (minor === 0n) return;
    if (minor < 0n) throw new Error(`negative movement ${from} -> ${to}`);
    const asset = assetOf(coin, SPOT_ASSET_CATALOGUE);
    // Never true after the core's own checks; if it is, the service rebuilds the core from its log. The
    // ledger's one policy: customers, holds and guarded platform accounts (the market maker, fees) never
    // pay what they do not hold; `platform:market-maker-capital` stands for outside money (libs/ledger).
    if (!coversDebit(from, this.core.balance(from), minor)) throw new Error(`${from} would go negative`);
    this.core.adjust(from, -minor);
    this.core.adjust(to, minor);
    const amount = formatDecimalText(minor, asset.scale);
    this.postings.push(this.posting(from, coin, `-${amount}`, asset.scale, about), this.posting(to, coin, amount, asset.scale, about));
  }

  private posting(account: string, coin: string, amount: string, scale: number, about?: { record: SpotRecordType; ref: string }): SpotPosting {
    if (!about || !account.startsWith('user:')) return { account, coin, amount };
    return { account, coin, amount, balanceAfter: formatDecimalText(this.core.balance(account), scale), record: about.record, ref: about.ref };
  }

  changed(order: SpotOrderView): void {
    this.changedOrders.set(order.id, order);
  }

  finish(command: SpotCommand) {
    return { command, orders: [...this.changedOrders.values()], trades: this.trades, postings: this.postings };
  }
}

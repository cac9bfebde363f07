import type { Decimal } from '@meridian/money';
import { customerAccount, d, FEES_TO_FUNDING, freshest, holdAccount, minorOf, PLATFORM, usdt, type ContractBook } from './contract-book';
import { ContractRejection, type CloseReason, type ContractCommand, type PositionView, type TickRef } from './contract-core.types';
import { checkRiskMarginCap, positiveAmount, validLots } from './contract-risk';
import type { ContractRun } from './contract-run';
import { arm, disarm, margined } from './contract-triggers';
import { closePriceAt, feeOf, isLiquidatedAt, notionalOf, pnlAt, quantityOf, USDT_SCALE } from './margin-math';

/**
 * What moves money out of and into a position's hold once it is open: closes (by the customer, by
 * take-profit or stop-loss), liquidation with the insurance fund behind it, added margin, and
 * financing.
 */

export function closePosition(book: ContractBook, run: ContractRun, command: Extract<ContractCommand, { type: 'ClosePosition' }>): void {
  const position = book.ownPosition(command.positionId, command.ownerId);
  if (position.status !== 'open') throw new ContractRejection('contracts.notOpen');
  const lots = command.lots === undefined ? d(position.lots) : validLots(command.lots, position.terms, d(position.lots));
  const tick = book.requireMark(position.symbol, command.tick);
  book.noteMark(tick);
  settle(book, run, position, lots, closePriceAt(tick.price, position.side, position.terms.spread), tick, 'user', command.at);
}

/**
 * Closes `lots` of the position at `exit`: its share of the margin comes back, with the profit
 * from the house or less the loss to it; the fee comes out of what comes back. A loss beyond the
 * margin is the insurance fund's, never the customer's.
 */
export function settle(book: ContractBook, run: ContractRun, position: PositionView, lots: Decimal, exit: Decimal, tick: TickRef, reason: CloseReason, at: string): void {
  const whole = lots.compare(d(position.lots)) === 0;
  const quantity = quantityOf(lots.toString(), position.terms);
  const hold = holdAccount(position.id);
  const marginMinor = minorOf(d(position.margin));
  const share = (minor: bigint) => shareOf(minor, lots, d(position.lots));
  const part = whole ? book.balance(hold) : share(marginMinor);
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
  const insured = book.balance(PLATFORM.insurance) > 0n ? book.balance(PLATFORM.insurance) : 0n;
  if (loss > paidFromMargin) run.move(PLATFORM.insurance, PLATFORM.house, loss - paidFromMargin < insured ? loss - paidFromMargin : insured);
  const left = part - paidFromMargin;
  const fee = feeDue < left ? feeDue : left;
  run.move(hold, liquidation ? PLATFORM.insurance : FEES_TO_FUNDING, fee, { record: liquidation ? 'liquidation' : 'close_fee', ref });
  run.move(hold, owner, left - fee, { record: 'margin_return', ref });
  if (pnl > 0n) run.move(PLATFORM.house, owner, pnl, { record: 'realized_pnl', ref });

  book.addExposure(position.symbol, position.side, quantity.negate());
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
    disarm(book, position.id);
  } else {
    run.partialClose = { positionId: position.id, lots: lots.toString(), price: exit.toString(), tick: structuredClone(tick) };
    const remaining = d(position.lots).subtract(lots);
    Object.assign(position, {
      lots: remaining.toString(),
      quantity: quantityOf(remaining.toString(), position.terms).toString(),
      margin: usdt(marginMinor - part),
      initialMargin: usdt(minorOf(d(position.initialMargin)) - initialPart),
    } satisfies Partial<PositionView>);
    arm(book, position);
  }
  run.changed(position);
}

/** Margin from the position's own account into its hold: its liquidation price moves away. */
export function addMargin(book: ContractBook, run: ContractRun, command: Extract<ContractCommand, { type: 'AddMargin' }>): void {
  const position = book.ownPosition(command.positionId, command.ownerId);
  if (position.status !== 'open') throw new ContractRejection('contracts.notOpen');
  const amount = positiveAmount(command.amount);
  const from = customerAccount(position.ownerId, position.account);
  if (amount > book.balance(from)) throw new ContractRejection('contracts.addMarginTooMuch', { max: usdt(book.balance(from)) });
  checkRiskMarginCap(minorOf(d(position.margin)) + amount, command.maxMargin);
  run.move(from, holdAccount(position.id), amount, { record: 'margin', ref: position.id });
  position.margin = usdt(minorOf(d(position.margin)) + amount);
  arm(book, position);
  run.changed(position);
}

/** One financing slot, charged once: every position open at its instant pays (or is paid) its rate on the notional at the mark. */
export function chargeFinancing(book: ContractBook, run: ContractRun, command: Extract<ContractCommand, { type: 'ChargeFinancing' }>): void {
  if (book.charged.has(command.slotKey)) throw new ContractRejection('contracts.duplicate');
  const brought = new Map((command.marks ?? []).map((tick) => [tick.symbol, tick]));
  const instant = command.slotAt === undefined ? null : Date.parse(command.slotAt);
  for (const position of book.positions.values()) {
    if (position.status !== 'open' || position.terms.financing.kind !== command.slot) continue;
    // Charged only for what was open at the slot's instant, not for what opened after it but before the charge ran.
    if (instant !== null && filledAt(position) > instant) continue;
    const tick = freshest(book.marks.get(position.symbol), brought.get(position.symbol));
    if (!tick) continue;
    const financing = position.terms.financing;
    const times = financing.kind === 'daily' && financing.tripleOnWednesday && command.wednesday ? 3n : 1n;
    const rate = d(position.side === 'long' ? financing.longRate : financing.shortRate);
    const charge = minorOf(notionalOf(d(position.quantity), d(tick.price)).multiply(rate, USDT_SCALE, 'ceil')) * times;
    const hold = holdAccount(position.id);
    const taken = charge > book.balance(hold) ? book.balance(hold) : charge;
    if (taken > 0n) run.move(hold, PLATFORM.financing, taken, { record: 'financing', ref: position.id });
    if (taken < 0n) run.move(PLATFORM.financing, hold, -taken, { record: 'financing', ref: position.id });
    if (taken === 0n) continue;
    position.margin = usdt(minorOf(d(position.margin)) - taken);
    position.financing = usdt(minorOf(d(position.financing)) + taken);
    run.changed(position);
    // Financing can take a position below its maintenance margin: it is liquidated at the last tick.
    if (isLiquidatedAt(margined(position), d(tick.price))) settle(book, run, position, d(position.lots), d(tick.price), tick, 'liquidation', command.at);
    else arm(book, position);
  }
  book.charged.add(command.slotKey);
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

/** `minor x part / whole`, rounded down: the share of a position's money that goes with `part` of its lots. */
function shareOf(minor: bigint, part: Decimal, whole: Decimal): bigint {
  return (minor * part.units * 10n ** BigInt(whole.scale)) / (whole.units * 10n ** BigInt(part.scale));
}

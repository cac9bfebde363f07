import { Decimal } from '@meridian/money';
import type { Trigger, TriggerDirection } from '../../matching/trigger-engine';
import { d, ticksOf, type ContractBook } from './contract-book';
import { ContractRejection, type ContractCommand, type PositionView, type TickRef } from './contract-core.types';
import type { ContractRun } from './contract-run';
import { checkTakeProfitStopLoss, validPrice } from './contract-risk';
import { exactLiquidationPrice } from './margin-math';

export type TriggerKind = 'pending' | 'take_profit' | 'stop_loss' | 'liquidation';
const KINDS: readonly TriggerKind[] = ['pending', 'take_profit', 'stop_loss', 'liquidation'];

/**
 * A position's triggers from its levels: the pending open's, or take-profit, stop-loss and
 * liquidation. Computed before anything changes, so a level no trigger can hold refuses the command.
 */
export function triggersOf(position: PositionView): Trigger[] {
  const { terms, side } = position;
  const half = d(terms.spread).divide(Decimal.parse('2'), d(terms.spread).scale + 1, 'down');
  const at = (kind: TriggerKind, price: Decimal, direction: TriggerDirection): Trigger => ({
    id: `${position.id}:${kind}`,
    symbol: position.symbol,
    direction,
    level: ticksOf(price, terms.tickSize, direction === 'at-or-below' ? 'floor' : 'ceil'),
  });
  if (position.status === 'pending') {
    const { price, direction } = pendingReach(position);
    return [at('pending', price, direction)];
  }
  if (position.status !== 'open') return [];
  const triggers: Trigger[] = [];
  if (position.takeProfit) {
    const tp = d(position.takeProfit);
    triggers.push(side === 'long' ? at('take_profit', tp.add(half), 'at-or-above') : at('take_profit', tp.subtract(half), 'at-or-below'));
  }
  if (position.stopLoss) {
    const sl = d(position.stopLoss);
    triggers.push(side === 'long' ? at('stop_loss', sl.add(half), 'at-or-below') : at('stop_loss', sl.subtract(half), 'at-or-above'));
  }
  const liquidation = exactLiquidationPrice(margined(position));
  // Rounded to the side that fires early; the exact check runs when it fires.
  if (liquidation) {
    const direction: TriggerDirection = side === 'long' ? 'at-or-below' : 'at-or-above';
    triggers.push({ id: `${position.id}:liquidation`, symbol: position.symbol, direction, level: ticksOf(liquidation, terms.tickSize, side === 'long' ? 'ceil' : 'floor') });
  }
  return triggers;
}

/** The tick price at or beyond which a pending open fills: a long's entry (tick + half the spread) at or below its limit, a short's (tick - half) at or above it. */
export function pendingReach(position: PositionView): { price: Decimal; direction: TriggerDirection } {
  const half = d(position.terms.spread).divide(Decimal.parse('2'), d(position.terms.spread).scale + 1, 'down');
  const limit = d(position.limitPrice!);
  return position.side === 'long' ? { price: limit.subtract(half), direction: 'at-or-below' } : { price: limit.add(half), direction: 'at-or-above' };
}

/** The pending opens a tick would fill now: placed at or before it, armed, and reached by its price (the trigger engine, asked without firing). */
export function pendingOpensReachedBy(book: ContractBook, tick: TickRef): PositionView[] {
  const terms = book.terms.get(tick.symbol);
  if (!terms) return [];
  const recordedAt = Date.parse(tick.at);
  return book.triggers.crossedBy(tick.symbol, ticksOf(d(tick.price), terms.tickSize, 'floor')).flatMap((trigger) => {
    const [positionId, kind] = splitTriggerId(trigger.id);
    const position = book.positions.get(positionId);
    return kind === 'pending' && position?.status === 'pending' && Date.parse(position.openedAt) <= recordedAt ? [position] : [];
  });
}

/** Sets the position's triggers from its levels. */
export function arm(book: ContractBook, position: PositionView): void {
  disarm(book, position.id);
  for (const trigger of triggersOf(position)) book.triggers.set(trigger);
}

export function disarm(book: ContractBook, positionId: string): void {
  for (const kind of KINDS) book.triggers.remove(`${positionId}:${kind}`);
}

/** Whether a tick would fire any trigger: the writer logs only ticks that do. */
export function wouldFire(book: ContractBook, tick: TickRef): boolean {
  const terms = book.terms.get(tick.symbol);
  if (book.optionBook.wouldStrike(tick)) return true;
  return terms !== undefined && book.triggers.wouldFire(tick.symbol, ticksOf(d(tick.price), terms.tickSize, 'floor'));
}

/** A pending open's take-profit and stop-loss are set against its limit, an open position's against the mark. */
export function setTakeProfitStopLoss(book: ContractBook, run: ContractRun, command: Extract<ContractCommand, { type: 'SetTakeProfitStopLoss' }>): void {
  const position = book.ownPosition(command.positionId, command.ownerId);
  if (position.status !== 'open' && position.status !== 'pending') throw new ContractRejection('contracts.notOpen');
  const reference = position.status === 'pending' ? d(position.limitPrice!) : d(book.requireMark(position.symbol, command.tick).price);
  // Checked as prices now: a pending open's would otherwise first be armed at its fill, inside a tick.
  for (const price of [command.takeProfit, command.stopLoss]) if (price) validPrice(price, position.terms);
  checkTakeProfitStopLoss(position.side, reference, command.takeProfit, command.stopLoss);
  triggersOf({ ...position, takeProfit: command.takeProfit, stopLoss: command.stopLoss });
  position.takeProfit = command.takeProfit;
  position.stopLoss = command.stopLoss;
  arm(book, position);
  run.changed(position);
}

export function splitTriggerId(id: string): [string, TriggerKind] {
  const at = id.lastIndexOf(':');
  return [id.slice(0, at), id.slice(at + 1) as TriggerKind];
}

/** What the margin mathematics needs of a position. */
export function margined(position: PositionView) {
  return { side: position.side, quantity: position.quantity, entryPrice: position.entryPrice!, margin: position.margin, initialMargin: position.initialMargin, terms: position.terms };
}

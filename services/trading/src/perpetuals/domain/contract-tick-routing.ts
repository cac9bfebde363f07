import { d, ticksOf, type ContractBook } from './contract-book';
import { ContractRejection, type PositionView, type TickRef } from './contract-core.types';
import { cancelPending, fill } from './contract-fills';
import { addsExposure, houseStopped, wouldPassHouseCap } from './contract-risk';
import type { ContractRun } from './contract-run';
import { settle } from './contract-settlement';
import { arm, margined, splitTriggerId } from './contract-triggers';
import { closePriceAt, isLiquidatedAt } from './margin-math';

/**
 * Whether a tick is one the position's triggers may act on: not older than the position itself. A
 * tick handed over late (an option's strike looked up in the store) can be older than a position
 * opened meanwhile; the price was there, but the position was not.
 */
function isAtOrAfterPlacement(position: PositionView, tick: TickRef): boolean {
  if (position.entryTick) return tick.seq >= position.entryTick.seq;
  return Date.parse(tick.at) >= Date.parse(position.openedAt);
}

/**
 * A recorded tick through the core: it strikes waiting options, and each trigger it crosses goes to
 * its part: a pending open to the fills (cancelled when the house's cap or buffer refuses it now), a
 * take-profit or stop-loss to a close at the tick, a liquidation to settlement once the exact check
 * holds. What fired without acting is armed again.
 */
export function applyTick(book: ContractBook, run: ContractRun, tick: TickRef, at: string): void {
  const terms = book.terms.get(tick.symbol);
  if (!terms) throw new ContractRejection('contracts.unknownInstrument');
  const level = ticksOf(d(tick.price), terms.tickSize, 'floor');
  // Every recorded tick may fire triggers, even one older than the mark a command already brought
  // (the price was there), but only those of positions placed at or before it. Only a newer one
  // becomes the mark.
  book.noteMark(tick);
  for (const option of book.optionBook.strike(tick)) run.changedOption(option);
  const rearm: PositionView[] = [];
  for (const trigger of book.triggers.fire(tick.symbol, level)) {
    const [positionId, kind] = splitTriggerId(trigger.id);
    const position = book.positions.get(positionId);
    if (!position) continue;
    if (!isAtOrAfterPlacement(position, tick)) {
      rearm.push(position);
      continue;
    }
    if (kind === 'pending' && position.status === 'pending') {
      const stopped = addsExposure(book, position.symbol, position.side, d(position.quantity)) && houseStopped(book);
      if (stopped || wouldPassHouseCap(book, position.terms, position.side, d(position.quantity), d(tick.price))) {
        cancelPending(book, run, position, at);
        continue;
      }
      const filled = fill(book, run, position, tick);
      if (filled === 'refused') cancelPending(book, run, position, at);
      // Not re-armed: every later tick would fire it and be logged; a credit to the account re-arms it.
      else if (filled === 'unfunded') book.unfunded.add(position.id);
      else if (filled === 'not-reached') rearm.push(position);
    } else if (position.status === 'open' && kind === 'liquidation') {
      if (isLiquidatedAt(margined(position), d(tick.price))) settle(book, run, position, d(position.lots), d(tick.price), tick, 'liquidation', at);
      else rearm.push(position);
    } else if (position.status === 'open' && (kind === 'take_profit' || kind === 'stop_loss')) {
      settle(book, run, position, d(position.lots), closePriceAt(tick.price, position.side, position.terms.spread), tick, kind, at);
    }
  }
  for (const position of rearm) if (position.status === 'open' || position.status === 'pending') arm(book, position);
}

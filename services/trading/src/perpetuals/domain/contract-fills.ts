import { customerAccount, d, FEES_TO_FUNDING, holdAccount, minorOf, usdt, type ContractBook } from './contract-book';
import { ContractRejection, type ContractCommand, type PositionView, type TickRef } from './contract-core.types';
import { entryReaches, planOpen } from './contract-quotes';
import type { ContractRun } from './contract-run';
import { arm, disarm, triggersOf } from './contract-triggers';
import { feeOf, initialMarginOf, maxLeverageFor, notionalOf, openPriceAt } from './margin-math';

/** How a pending open met a tick: filled, waiting for money, refused at a higher tier, or not at its limit yet. */
export type FillOutcome = 'filled' | 'unfunded' | 'refused' | 'not-reached';

/**
 * An open: a market open fills at once at the tick it was priced at; a limit open waits in its hold,
 * with its margin and fee, for a tick at its limit or better.
 */
export function openPosition(book: ContractBook, run: ContractRun, command: Extract<ContractCommand, { type: 'OpenPosition' }>): void {
  if (book.positions.has(command.positionId) || book.closedIds.has(command.positionId)) throw new ContractRejection('contracts.duplicate');
  const { terms, lots, quantity, tick, limit, margin, fee, takeProfit, stopLoss } = planOpen(book, command);
  book.noteMark(tick);
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
  // Its trigger's level is checked before any money moves (a refusal must leave the core as it was).
  if (limit) triggersOf(position);
  book.positions.set(position.id, position);
  // A pending open keeps its margin and fee in its hold until it fills or is cancelled.
  run.move(from, holdAccount(position.id), margin + fee, { record: 'margin', ref: position.id });
  if (limit) {
    arm(book, position);
    run.changed(position);
  } else if (fill(book, run, position, tick) !== 'filled') {
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
export function fill(book: ContractBook, run: ContractRun, position: PositionView, tick: TickRef): FillOutcome {
  const quantity = d(position.quantity);
  const hold = holdAccount(position.id);
  const owner = customerAccount(position.ownerId, position.account);
  const entry = openPriceAt(tick.price, position.side, position.terms.spread);
  if (position.limitPrice !== null && !entryReaches(position.side, entry, d(position.limitPrice))) return 'not-reached';
  const notional = notionalOf(quantity, entry);
  if (position.leverage > maxLeverageFor(position.terms, notional)) return 'refused';
  const margin = minorOf(initialMarginOf(notional, position.leverage));
  const fee = minorOf(feeOf(notional, position.terms.openFeeRate));
  if (margin + fee > book.balance(hold) + book.balance(owner)) return 'unfunded';
  if (margin + fee > book.balance(hold)) run.move(owner, hold, margin + fee - book.balance(hold), { record: 'margin', ref: position.id });
  run.move(hold, FEES_TO_FUNDING, fee, { record: 'open_fee', ref: position.id });
  run.move(hold, owner, book.balance(hold) - margin, { record: 'margin_return', ref: position.id });
  Object.assign(position, {
    status: 'open',
    entryPrice: entry.toString(),
    entryTick: tick,
    margin: usdt(margin),
    initialMargin: usdt(margin),
    openFee: usdt(fee),
  } satisfies Partial<PositionView>);
  book.unfunded.delete(position.id);
  book.addExposure(position.symbol, position.side, quantity);
  arm(book, position);
  run.changed(position);
  return 'filled';
}

export function cancelPendingOpen(book: ContractBook, run: ContractRun, command: Extract<ContractCommand, { type: 'CancelPendingOpen' }>): void {
  const position = book.ownPosition(command.positionId, command.ownerId);
  if (position.status !== 'pending') throw new ContractRejection('contracts.notPending');
  cancelPending(book, run, position, command.at);
}

/** A pending open ends: its hold goes back to the account. */
export function cancelPending(book: ContractBook, run: ContractRun, position: PositionView, at: string): void {
  book.unfunded.delete(position.id);
  run.move(holdAccount(position.id), customerAccount(position.ownerId, position.account), book.balance(holdAccount(position.id)), { record: 'margin_return', ref: position.id });
  Object.assign(position, { status: 'cancelled', closedAt: at, margin: usdt(0n) } satisfies Partial<PositionView>);
  disarm(book, position.id);
  run.changed(position);
}

/** A pending open that waited for money tries again at the next crossing tick once its account is credited. */
export function rearmFunded(book: ContractBook, run: ContractRun): void {
  if (book.unfunded.size === 0) return;
  const credited = new Set(run.postings.filter((p) => p.account.startsWith('user:') && !p.amount.startsWith('-')).map((p) => p.account));
  if (credited.size === 0) return;
  for (const id of [...book.unfunded]) {
    const position = book.positions.get(id);
    if (!position || position.status !== 'pending') {
      book.unfunded.delete(id);
      continue;
    }
    if (!credited.has(customerAccount(position.ownerId, position.account))) continue;
    book.unfunded.delete(id);
    arm(book, position);
  }
}

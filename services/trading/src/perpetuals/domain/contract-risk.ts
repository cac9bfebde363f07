import { Decimal } from '@meridian/money';
import { customerAccount, d, minorOf, parseDecimal, PLATFORM, ticksOf, usdt, type ContractBook } from './contract-book';
import { ContractRejection, type ContractCommand, type CoreAccount, type HouseBuffer } from './contract-core.types';
import type { ContractTerms } from './contract-terms';
import { USDT_SCALE, type PositionSide } from './margin-math';

/**
 * The contract core's risk checks (exchange-core's RiskEngine): may this account, and the house, take
 * this on? Lots and prices on the contract's steps, leverage within the tier, take-profit and
 * stop-loss on the right side, the account's balance, the risk profile's cap, the house's cap per
 * instrument and its buffer. Each throws a `ContractRejection` and changes nothing.
 */

/** Lots of an open (within the contract's range) or of a close (at most `atMost`), on the lot step. */
export function validLots(text: string, terms: ContractTerms, atMost?: Decimal): Decimal {
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

/**
 * A positive price on the contract's tick size, near enough for a trigger to hold it: a take-profit or
 * stop-loss is watched at its price plus or minus half the spread, so the price plus the whole spread
 * must still be a trigger level (one just inside the bound had passed here and then failed to arm,
 * after the open had moved its margin).
 */
export function validPrice(text: string | undefined, terms: ContractTerms): Decimal {
  const price = parseDecimal(text ?? '', 'price');
  if (!price.isPositive() || !price.divide(d(terms.tickSize), 12, 'down').equals(price.divide(d(terms.tickSize), 0, 'down'))) throw new ContractRejection('contracts.priceStep', { tick: terms.tickSize });
  ticksOf(price.add(d(terms.spread)), terms.tickSize, 'ceil');
  return price;
}

export function positiveAmount(text: string): bigint {
  const amount = parseDecimal(text, 'amount');
  if (!amount.isPositive() || amount.scale > USDT_SCALE) throw new ContractRejection('contracts.amountInvalid');
  return minorOf(amount);
}

/** A transfer is taken in once and sent out once: between its two accounts here it passes both ways. */
export function transferAmount(book: ContractBook, directedId: string, text: string): bigint {
  if (book.transfers.has(directedId)) throw new ContractRejection('contracts.duplicate');
  return positiveAmount(text);
}

export function checkLeverage(leverage: number, maxLeverage: number): void {
  if (!Number.isInteger(leverage) || leverage < 1 || leverage > maxLeverage) throw new ContractRejection('contracts.leverageRange', { max: maxLeverage });
}

/** The account holds what an open would take: its margin and fee. */
export function checkCovers(book: ContractBook, ownerId: string, account: CoreAccount, needed: bigint): void {
  if (book.balance(customerAccount(ownerId, account)) < needed) throw new ContractRejection('contracts.insufficientMargin', { needed: usdt(needed) });
}

/** A position's margin stays within what the customer's risk profile allows (docs/kyc.md). */
export function checkRiskMarginCap(margin: bigint, maxMargin: string | undefined): void {
  if (maxMargin !== undefined && margin > minorOf(d(maxMargin))) throw new ContractRejection('contracts.riskMarginCap', { max: maxMargin });
}

/** A long's take-profit above and stop-loss below the reference price; a short's the other way. */
export function checkTakeProfitStopLoss(side: PositionSide, reference: Decimal, takeProfit: string | null | undefined, stopLoss: string | null | undefined): void {
  const above = side === 'long' ? 1 : -1;
  if (takeProfit && d(takeProfit).compare(reference) !== above) throw new ContractRejection(side === 'long' ? 'contracts.takeProfitAbove' : 'contracts.takeProfitBelow', { price: reference.toString() });
  if (stopLoss && d(stopLoss).compare(reference) !== -above) throw new ContractRejection(side === 'long' ? 'contracts.stopLossBelow' : 'contracts.stopLossAbove', { price: reference.toString() });
}

/**
 * The buffer the house must hold before it takes new exposure (DESIGN.md section 4, issue 19): its
 * waiting options' largest payouts (each stake x its payout rate, what a win takes from the house)
 * plus the set share of its net contract exposure at the marks the core applied. While its balance is
 * below it, opens and option orders that add to its exposure are refused; closes, liquidations,
 * settlements and payouts never are.
 */
export function houseBuffer(book: ContractBook): HouseBuffer {
  let optionsMaxPayout = 0n;
  for (const option of book.optionBook.waiting()) optionsMaxPayout += minorOf(d(option.amount).multiply(d(option.payoutRate)).rescale(USDT_SCALE, 'ceil'));
  let exposure = Decimal.ZERO;
  for (const [symbol, net] of book.netQuantity) {
    const mark = book.marks.get(symbol);
    if (mark && !net.isZero()) exposure = exposure.add(net.abs().multiply(d(mark.price)));
  }
  const netContractExposure = minorOf(exposure.rescale(USDT_SCALE, 'ceil'));
  const share = book.houseBufferShare;
  const required = optionsMaxPayout + (share === null ? 0n : minorOf(exposure.multiply(d(share)).rescale(USDT_SCALE, 'ceil')));
  const balance = book.balance(PLATFORM.house);
  return { share, optionsMaxPayout, netContractExposure, required, balance, takingNewExposure: share === null || balance >= required };
}

/**
 * Whether the house refuses new exposure (never while its buffer is not enforced): below its buffer
 * now, or below it once `adding` more (in USDT minor units) is counted in what it must hold.
 */
export function houseStopped(book: ContractBook, adding = 0n): boolean {
  if (book.houseBufferShare === null) return false;
  const buffer = houseBuffer(book);
  return buffer.balance < buffer.required + adding;
}

/** Whether a position on this side takes the house's net exposure on the instrument further from zero. */
export function addsExposure(book: ContractBook, symbol: string, side: PositionSide, quantity: Decimal): boolean {
  const now = book.netExposure(symbol);
  const after = side === 'long' ? now.add(quantity) : now.subtract(quantity);
  return after.abs().compare(now.abs()) > 0;
}

export function wouldPassHouseCap(book: ContractBook, terms: ContractTerms, side: PositionSide, quantity: Decimal, mark: Decimal): boolean {
  const now = book.netExposure(terms.symbol);
  const after = side === 'long' ? now.add(quantity) : now.subtract(quantity);
  // Only a position that adds to the house's exposure is refused.
  if (after.abs().compare(now.abs()) <= 0) return false;
  return after.abs().multiply(mark).compare(d(terms.houseExposureCap)) > 0;
}

export function checkHouseCap(book: ContractBook, terms: ContractTerms, side: PositionSide, quantity: Decimal, mark: Decimal): void {
  if (wouldPassHouseCap(book, terms, side, quantity, mark)) throw new ContractRejection('contracts.houseCap');
}

/** A new option: a fresh id, an offered instrument, a country where options are allowed, and a house that can cover it winning. */
export function checkOptionOrder(book: ContractBook, command: Extract<ContractCommand, { type: 'PlaceOption' }>): void {
  if (book.settledOptionIds.has(command.optionId)) throw new ContractRejection('contracts.duplicate');
  if (!book.optionTerms.has(command.symbol)) throw new ContractRejection('options.notOffered');
  const country = command.jurisdiction?.country ?? null;
  if (country !== null && !command.jurisdiction!.demo && book.optionRefusedCountries.includes(country)) throw new ContractRejection('options.countryRefused', { country });
  // Every option adds to what the house may have to pay: the buffer must hold with this one in it.
  if (houseStopped(book, optionPayoutOf(book, command.symbol, command.seconds, command.amount))) throw new ContractRejection('contracts.houseBuffer');
}

/** What an option order would take from the house if it won (its stake x its payout rate); 0 when the order is malformed (the book refuses it). */
function optionPayoutOf(book: ContractBook, symbol: string, seconds: number, amount: string): bigint {
  const rate = book.optionTerms.get(symbol)?.durations.find((duration) => duration.seconds === seconds)?.payoutRate;
  if (!rate || !/^\d{1,20}(\.\d{1,6})?$/.test(amount)) return 0n;
  return minorOf(d(amount).multiply(d(rate)).rescale(USDT_SCALE, 'ceil'));
}

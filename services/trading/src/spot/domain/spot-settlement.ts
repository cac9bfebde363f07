import { formatDecimalText } from '@meridian/money';
import type { CancelReason } from '../../matching';
import { SPOT_MARKETS, fromSteps } from './spot-markets';
import { MARKET_MAKER, type SpotOrderStatus, type SpotTrade } from './spot-core.types';
import type { CommandRun } from './command-run';
import type { SpotRisk } from './spot-risk';
import type { SpotState } from './spot-state';
import { orderView } from './spot-order-view';
import { feeAccount, holdAccount, spotAccount, type LiveOrder } from './live-order';

/** How a pair's leg ends its pair (spot-oco-orders.ts); given by the core, so settlement need not import it. */
export interface PairBreaker {
  breakPair(run: CommandRun, order: LiveOrder): void;
}

/**
 * Settlement: turns a fill into balances (each side receives from the other's hold, less the fee at
 * the rates its order was accepted under) and a closed order into its released hold and its last view.
 */
export class SpotSettlement {
  constructor(
    private readonly state: SpotState,
    private readonly risk: SpotRisk,
    private readonly pairs: PairBreaker,
  ) {}

  settleTrade(run: CommandRun, maker: LiveOrder, taker: LiveOrder, priceTicks: bigint, lots: bigint, seq: number): void {
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
    if (sellerFee > 0n) run.move(holdAccount(buy.id, q), feeAccount(q), q, sellerFee);
    run.move(holdAccount(sell.id, b), spotAccount(buy.ownerId, b), b, baseMinor - buyerFee, { record: 'spot_trade', ref: buy.id });
    if (buyerFee > 0n) run.move(holdAccount(sell.id, b), feeAccount(b), b, buyerFee);
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
    run.changed(orderView(maker, 'partially_filled', null, run.at));
    // A pair's leg that trades at all ends the pair; what it held for the other leg stays with it until it closes.
    this.pairs.breakPair(run, maker);
    this.pairs.breakPair(run, taker);
  }

  /** An order leaves the core: what it still holds goes back, and its last state is shown. */
  close(run: CommandRun, order: LiveOrder, status: SpotOrderStatus, reason: CancelReason | null): void {
    this.risk.release(run, order, order.holdMinor);
    this.state.forget(order);
    // The house's quotes come and go all day: only those that traded are worth a row.
    if (order.ownerId !== MARKET_MAKER || order.filledLots > 0n) run.changed(orderView(order, status, reason, run.at));
    this.pairs.breakPair(run, order);
  }
}

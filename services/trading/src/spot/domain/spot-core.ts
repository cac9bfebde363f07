import { MARKET_MAKER, SpotRejection, type SpotCommand, type SpotEvent, type SpotEventType } from './spot-core.types';
import { refusedBeforeAnyChange } from '@meridian/decider';
import { CommandRun } from './command-run';
import { SpotCoreQueries } from './spot-core-queries';
import { feeRatePpm } from './spot-fee-rates';
import { SpotMatchingRouter } from './spot-matching-router';
import { SpotOcoOrders } from './spot-oco-orders';
import { SpotOrderPlacement } from './spot-order-placement';
import { SpotQuotes } from './spot-quotes';
import { SpotRisk } from './spot-risk';
import { SpotSettlement } from './spot-settlement';
import { SpotState } from './spot-state';
import { SpotStopOrders } from './spot-stop-orders';
import { snapshotOf, stateOf, type SpotCoreSnapshot } from './spot-core-snapshot';
import { spotAccount } from './live-order';

export type { SpotCoreSnapshot } from './spot-core-snapshot';

/**
 * The spot trading core: every book and every spot account, in memory, changed by one command at a
 * time (a single writer). It is pure and deterministic: ids and times come in the commands, so running
 * the same commands from the same state gives the same events, which is how start-up rebuilds it.
 *
 * Money never leaves the journal: a hold is the account `hold:<order>:<COIN>`, placed from the owner's
 * spot account when the order is accepted, spent as it fills and returned when it closes; a USDT fee
 * crosses to the funding wallet's `platform:fees` through `clearing:accounts:USDT`, a fee in another coin
 * goes to `platform:fees:<COIN>` (`feeAccount`); funds arrive from and leave to `clearing:accounts:<COIN>`, the mirror of the
 * funding side's `clearing:trading:<COIN>`. Each event lists its postings, which sum to zero per coin.
 *
 * This class only composes the parts, as exchange-core composes its processors: risk (holds, may this
 * account do this), the matching router (into the books of `matching/`), settlement (fills into
 * balances, fees), order placement, stop orders, one-cancels-the-other pairs and the market maker's quotes; the
 * queries are its base class (spot-core-queries.ts).
 */
export class SpotCore extends SpotCoreQueries {
  private readonly risk: SpotRisk;
  private readonly router: SpotMatchingRouter;
  private readonly placement: SpotOrderPlacement;
  private readonly pairs: SpotOcoOrders;
  private readonly stops: SpotStopOrders;
  private readonly quotes: SpotQuotes;

  constructor(state: SpotState = new SpotState()) {
    super(state);
    this.risk = new SpotRisk(state);
    const settlement = new SpotSettlement(state, this.risk, { breakPair: (run, order) => this.pairs.breakPair(run, order) });
    this.router = new SpotMatchingRouter(state, this.risk, settlement);
    this.placement = new SpotOrderPlacement(state, this.risk, this.router);
    this.pairs = new SpotOcoOrders(state, this.risk, this.router);
    this.stops = new SpotStopOrders(state, this.risk, this.router, settlement, this.pairs);
    this.quotes = new SpotQuotes(state, this.router, this.placement);
  }

  execute(command: SpotCommand): SpotEvent {
    const run = new CommandRun(this, command.at);
    const type = refusedBeforeAnyChange(() => run.touched, () => this.decide(run, command));
    this.state.seq += 1;
    return { type, data: run.finish(command) };
  }

  private decide(run: CommandRun, command: SpotCommand): SpotEventType {
    const { state, risk } = this;
    switch (command.type) {
      case 'PlaceSpotOrder':
        this.placement.place(run, command);
        return 'SpotOrderPlaced';
      case 'PlaceSpotOco':
        this.pairs.place(run, command);
        return 'SpotOcoPlaced';
      case 'FireSpotStops':
        this.stops.fire(run, command.tick);
        return 'SpotStopsTriggered';
      case 'CancelSpotOrder': {
        const order = state.orders.get(command.orderId);
        if (!order || order.ownerId !== command.ownerId) throw new SpotRejection('spot.orderNotFound');
        this.router.cancelLive(run, order, 'user');
        return 'SpotOrderCancelled';
      }
      case 'ReceiveFromFunding': {
        const amount = risk.transferAmount(command.transferId, command.coin, command.amount);
        run.move(`clearing:accounts:${command.coin}`, spotAccount(command.customerId, command.coin), command.coin, amount, { record: 'transfer_in', ref: command.transferId });
        state.transfers.add(command.transferId);
        return 'SpotFundsReceived';
      }
      case 'SendToFunding': {
        const amount = risk.transferAmount(command.transferId, command.coin, command.amount);
        const from = spotAccount(command.customerId, command.coin);
        if (state.balance(from) < amount) throw new SpotRejection('spot.insufficientBalance');
        run.move(from, `clearing:accounts:${command.coin}`, command.coin, amount, { record: 'transfer_out', ref: command.transferId });
        state.transfers.add(command.transferId);
        return 'SpotFundsSent';
      }
      case 'ReplaceQuotes':
        this.quotes.replace(run, command);
        return 'MarketMakerQuotesReplaced';
      case 'FundMarketMaker': {
        const amount = risk.transferAmount(command.fundingId, command.coin, command.amount);
        run.move(`platform:market-maker-capital:${command.coin}`, spotAccount(MARKET_MAKER, command.coin), command.coin, amount);
        state.transfers.add(command.fundingId);
        return 'MarketMakerFunded';
      }
      case 'ConfigureSpotFees':
        state.fees = { makerPpm: feeRatePpm(command.makerRate), takerPpm: feeRatePpm(command.takerRate), changedAt: command.at, changedBy: command.staffId };
        return 'SpotFeesConfigured';
      default: {
        const unknown: never = command;
        throw new Error(`unknown spot command ${JSON.stringify(unknown)}`);
      }
    }
  }

  /** Every balance change of a command goes through here (CommandRun), one balanced pair at a time; a fault test interposes on it. */
  adjust(account: string, delta: bigint): void {
    this.state.adjust(account, delta);
  }

  snapshot(): SpotCoreSnapshot {
    return snapshotOf(this.state);
  }

  static restore(snapshot: SpotCoreSnapshot): SpotCore {
    return new SpotCore(stateOf(snapshot));
  }
}

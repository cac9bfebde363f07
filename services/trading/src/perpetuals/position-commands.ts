import { Inject, Injectable } from '@nestjs/common';
import type { AnswerWithEffect } from '@meridian/http';
import { CLOCK, type Clock } from '@meridian/runtime';
import { MarketDataService } from '../market/market-data.service';
import type { AnswerRecord } from '../single-writer/single-writer';
import { ContractCoreService } from './contract-core.service';
import type { OpenOrder } from './domain/contract-core';
import { commitmentCaps, CustomerStandings } from './customer-standing';
import { ContractRejection, type ContractCommand, type ContractEventData, type PositionView, type TickRef } from './domain/contract-core.types';
import { latestMark } from './position-live';
import { presentPosition, type PresentedPosition } from './presented-position';
import type { OpenPositionRequestDto } from './open-position/open-position.request.dto';

/** How a route answers a position, recorded with the command's event under the request id (`AnswerWithEffect`). */
export type PositionAnswer = AnswerWithEffect<PresentedPosition>;

/**
 * What every customer position command needs around the contract core: the tick it trades at, the
 * customer's own position, the risk profile's cap, the clock, and the answer recorded with the event.
 * Refusals are the core's `ContractRejection`s, mapped to the envelope at the edge.
 */
@Injectable()
export class PositionCommands {
  constructor(
    private readonly core: ContractCoreService,
    private readonly market: MarketDataService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly standings: CustomerStandings,
  ) {}

  /** The mark a customer sees: the latest recorded tick of the instrument (newer than any the core applied). */
  markOf(symbol: string): TickRef | undefined {
    return latestMark(this.core.state.markOf(symbol), this.market.lastTick(symbol));
  }

  /** The last recorded tick of a market that trades now: positions open and close only then. */
  tradingTick(symbol: string): TickRef {
    if (!this.core.state.termsOf(symbol)) throw new ContractRejection('contracts.unknownInstrument');
    const tick = this.market.lastTick(symbol);
    if (!this.market.isTrading(symbol, this.clock.now())) throw new ContractRejection('contracts.marketClosed');
    if (!tick) throw new ContractRejection('contracts.noPrice');
    return tick;
  }

  /** The open a customer asks for, at its market's trading tick: what a quote prices and an open commits. */
  openOrder(body: OpenPositionRequestDto): OpenOrder {
    const symbol = body.symbol.toUpperCase();
    return {
      symbol,
      side: body.side,
      orderType: body.type,
      price: body.type === 'limit' ? body.price : undefined,
      leverage: body.leverage,
      lots: body.lots,
      takeProfit: body.takeProfit ?? null,
      stopLoss: body.stopLoss ?? null,
      tick: this.tradingTick(symbol),
    };
  }

  /** The last recorded tick, trading or not. */
  lastTick(symbol: string): TickRef | undefined {
    return this.market.lastTick(symbol);
  }

  own(positionId: string, customerId: string): PositionView {
    const position = this.core.state.position(positionId);
    if (!position || position.ownerId !== customerId) throw new ContractRejection('contracts.positionNotFound');
    return position;
  }

  /** Real money: the risk profile's cap on one position's margin, carried in the command so a replay decides alike. */
  async marginCap(customerId: string): Promise<{ maxMargin?: string }> {
    const max = commitmentCaps(await this.standings.of(customerId)).contractMargin;
    return max === null ? {} : { maxMargin: max };
  }

  now(): string {
    return this.clock.now().toISOString();
  }

  /**
   * Runs a customer's command on a position and answers the position as the command left it. Under a
   * request id it is read from the core right after the command ran, and the group commit records
   * that very answer with the event (a retry after a crash gets it back; DESIGN.md invariant 4);
   * without one, once the event is durable.
   */
  async answered(positionId: string, customerId: string, answer: PositionAnswer | undefined, command: ContractCommand): Promise<PresentedPosition> {
    let view: PresentedPosition | undefined;
    const present = () => (view = this.present(positionId, customerId));
    const record: AnswerRecord<ContractEventData> | undefined = answer && { claim: answer.claim, httpStatus: answer.httpStatus, answer: () => answer.body(present()) };
    await this.core.submit(command, record ? { requestId: record.claim.requestId } : {}, record);
    return view ?? present();
  }

  private present(positionId: string, customerId: string): PresentedPosition {
    const position = this.own(positionId, customerId);
    return presentPosition(position, this.markOf(position.symbol));
  }
}

import { Injectable } from '@nestjs/common';
import { PositionCommands, type PositionAnswer } from '../position-commands';
import type { PresentedPosition } from '../presented-position';
import type { TakeProfitStopLossRequestDto } from './set-take-profit-stop-loss.request.dto';

/** A customer sets or removes an open or pending position's take-profit and stop-loss; the core checks them against the price. */
@Injectable()
export class SetTakeProfitStopLossHandler {
  constructor(private readonly positions: PositionCommands) {}

  async set(customerId: string, positionId: string, body: TakeProfitStopLossRequestDto, answer?: PositionAnswer): Promise<PresentedPosition> {
    const position = this.positions.own(positionId, customerId);
    return this.positions.answered(positionId, customerId, answer, {
      type: 'SetTakeProfitStopLoss',
      positionId,
      ownerId: customerId,
      takeProfit: body.takeProfit ?? null,
      stopLoss: body.stopLoss ?? null,
      tick: this.positions.lastTick(position.symbol),
      at: this.positions.now(),
    });
  }
}

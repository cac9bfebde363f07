import { Injectable } from '@nestjs/common';
import { PositionCommands, type PositionAnswer } from '../position-commands';
import type { PresentedPosition } from '../presented-position';
import type { AddMarginRequestDto } from './add-margin.request.dto';

/** A customer adds margin to an open position from the same account, within the risk profile's cap. */
@Injectable()
export class AddMarginHandler {
  constructor(private readonly positions: PositionCommands) {}

  async add(customerId: string, positionId: string, body: AddMarginRequestDto, answer?: PositionAnswer): Promise<PresentedPosition> {
    this.positions.own(positionId, customerId);
    return this.positions.answered(positionId, customerId, answer, {
      type: 'AddMargin',
      positionId,
      ownerId: customerId,
      amount: body.amount,
      ...(await this.positions.marginCap(customerId)),
      at: this.positions.now(),
    });
  }
}

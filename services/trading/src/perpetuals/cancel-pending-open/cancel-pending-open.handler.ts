import { Injectable } from '@nestjs/common';
import { PositionCommands, type PositionAnswer } from '../position-commands';
import type { PresentedPosition } from '../presented-position';

/** A customer cancels a pending (limit) open: what it held goes back to the account. */
@Injectable()
export class CancelPendingOpenHandler {
  constructor(private readonly positions: PositionCommands) {}

  async cancel(customerId: string, positionId: string, answer?: PositionAnswer): Promise<PresentedPosition> {
    this.positions.own(positionId, customerId);
    return this.positions.answered(positionId, customerId, answer, { type: 'CancelPendingOpen', positionId, ownerId: customerId, at: this.positions.now() });
  }
}

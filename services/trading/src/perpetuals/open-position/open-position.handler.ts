import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PositionCommands, type PositionAnswer } from '../position-commands';
import type { PresentedPosition } from '../presented-position';
import type { OpenPositionRequestDto } from './open-position.request.dto';

/**
 * A customer opens a position, at market or as a pending limit, at the last recorded tick of a market
 * that trades now; the core decides (`OpenPosition`). The answer is the position as the command left
 * it, recorded with the event under the request id when there is one.
 */
@Injectable()
export class OpenPositionHandler {
  constructor(private readonly positions: PositionCommands) {}

  async open(customerId: string, body: OpenPositionRequestDto, answer?: PositionAnswer): Promise<PresentedPosition> {
    const positionId = randomUUID();
    return this.positions.answered(positionId, customerId, answer, {
      type: 'OpenPosition',
      positionId,
      ownerId: customerId,
      ...this.positions.openOrder(body),
      ...(await this.positions.marginCap(customerId)),
      at: this.positions.now(),
    });
  }
}

import { Injectable } from '@nestjs/common';
import { ContractCoreService } from '../contract-core.service';
import { latestMark } from '../position-live';
import { PositionCommands, type PositionAnswer } from '../position-commands';
import type { PresentedPosition } from '../presented-position';
import type { ClosePositionRequestDto } from './close-position.request.dto';

/** A customer closes all or part of an open position at the newer of the feed's tick and the core's mark. */
@Injectable()
export class ClosePositionHandler {
  constructor(
    private readonly positions: PositionCommands,
    private readonly core: ContractCoreService,
  ) {}

  async close(customerId: string, positionId: string, body: ClosePositionRequestDto, answer?: PositionAnswer): Promise<PresentedPosition> {
    const position = this.positions.own(positionId, customerId);
    // The newer of the feed's tick and the core's mark: the one the core closes at, so the command (and the history row read from it) names it.
    const tick = latestMark(this.core.state.markOf(position.symbol), this.positions.tradingTick(position.symbol));
    return this.positions.answered(positionId, customerId, answer, { type: 'ClosePosition', positionId, ownerId: customerId, lots: body.lots, tick, at: this.positions.now() });
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { StaffOrderDecisions } from '../staff-order-decisions';

export class RejectC2cOrderCommand extends Command<C2cOrderStaffResponseDto> {
  constructor(
    readonly orderId: string,
    readonly staffId: string,
    readonly reason: string,
  ) {
    super();
  }
}

/** Staff reject an order before it ends, with the reason the customer reads; the inventory's hold goes back. */
@CommandHandler(RejectC2cOrderCommand)
export class RejectC2cOrderHandler implements ICommandHandler<RejectC2cOrderCommand> {
  constructor(private readonly decisions: StaffOrderDecisions) {}

  execute({ orderId, staffId, reason }: RejectC2cOrderCommand) {
    return this.decisions.decide(orderId, staffId, async () => ({ type: 'RejectC2cOrder', data: { staffId, reason } }));
  }
}

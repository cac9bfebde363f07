import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { StaffOrderDecisions } from '../staff-order-decisions';

export class ExtendC2cOrderCommand extends Command<C2cOrderStaffResponseDto> {
  constructor(
    readonly orderId: string,
    readonly staffId: string,
    readonly hours: number,
    readonly reason: string,
  ) {
    super();
  }
}

/** Support gives a waiting order more time (the customer's bank is slow, say), with a reason. */
@CommandHandler(ExtendC2cOrderCommand)
export class ExtendC2cOrderHandler implements ICommandHandler<ExtendC2cOrderCommand> {
  constructor(private readonly decisions: StaffOrderDecisions) {}

  execute({ orderId, staffId, hours, reason }: ExtendC2cOrderCommand) {
    return this.decisions.decide(orderId, staffId, async () => ({ type: 'ExtendC2cOrder', data: { staffId, hours, reason } }));
  }
}

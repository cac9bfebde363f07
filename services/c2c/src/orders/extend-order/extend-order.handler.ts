import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { C2cOrderCommands } from '../c2c-order-commands';
import type { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { C2cOrdersQuery } from '../queries/c2c-orders.query';

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
  constructor(
    private readonly orders: C2cOrderCommands,
    private readonly read: C2cOrdersQuery,
  ) {}

  async execute({ orderId, staffId, hours, reason }: ExtendC2cOrderCommand) {
    const order = await this.read.forStaff(orderId);
    await this.orders.execute(orderId, { type: 'ExtendC2cOrder', data: { staffId, hours, reason } }, { metadata: { customerId: order.customerId, staffId } });
    return this.read.forStaff(orderId);
  }
}

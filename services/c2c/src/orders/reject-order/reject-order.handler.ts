import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { C2cOrderCommands } from '../c2c-order-commands';
import type { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { C2cOrdersQuery } from '../queries/c2c-orders.query';

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
  constructor(
    private readonly orders: C2cOrderCommands,
    private readonly read: C2cOrdersQuery,
  ) {}

  async execute({ orderId, staffId, reason }: RejectC2cOrderCommand) {
    const order = await this.read.forStaff(orderId);
    await this.orders.execute(orderId, { type: 'RejectC2cOrder', data: { staffId, reason } }, { metadata: { customerId: order.customerId, staffId } });
    return this.read.forStaff(orderId);
  }
}

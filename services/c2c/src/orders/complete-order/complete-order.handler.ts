import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { C2cRatesQuery } from '../../rates/queries/c2c-rates.query';
import { C2cOrderCommands } from '../c2c-order-commands';
import type { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { C2cOrdersQuery } from '../queries/c2c-orders.query';

export class CompleteC2cOrderCommand extends Command<C2cOrderStaffResponseDto> {
  constructor(
    readonly orderId: string,
    readonly staffId: string,
    readonly reason: string,
  ) {
    super();
  }
}

/**
 * Finance completes an order whose remittance arrived: the inventory's hold is paid to the customer's
 * funding wallet. Above the rules' threshold the first completion is an approval and a second,
 * different member's completes it; a payer who is not the verified person is never completed.
 */
@CommandHandler(CompleteC2cOrderCommand)
export class CompleteC2cOrderHandler implements ICommandHandler<CompleteC2cOrderCommand> {
  constructor(
    private readonly orders: C2cOrderCommands,
    private readonly read: C2cOrdersQuery,
    private readonly rates: C2cRatesQuery,
  ) {}

  async execute({ orderId, staffId, reason }: CompleteC2cOrderCommand) {
    const order = await this.read.forStaff(orderId);
    const { completionDualApprovalAboveUsdt } = await this.rates.rules();
    await this.orders.execute(orderId, { type: 'CompleteC2cOrder', data: { staffId, reason, dualApprovalAboveUsdt: completionDualApprovalAboveUsdt } }, { metadata: { customerId: order.customerId, staffId } });
    return this.read.forStaff(orderId);
  }
}

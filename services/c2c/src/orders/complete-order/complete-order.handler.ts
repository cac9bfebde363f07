import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { C2cRatesQuery } from '../../rates/queries/c2c-rates.query';
import type { C2cOrderStaffResponseDto } from '../queries/c2c-order.response.dto';
import { StaffOrderDecisions } from '../staff-order-decisions';

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
    private readonly decisions: StaffOrderDecisions,
    private readonly rates: C2cRatesQuery,
  ) {}

  execute({ orderId, staffId, reason }: CompleteC2cOrderCommand) {
    return this.decisions.decide(orderId, staffId, async () => {
      const { completionDualApprovalAboveUsdt } = await this.rates.rules();
      return { type: 'CompleteC2cOrder', data: { staffId, reason, dualApprovalAboveUsdt: completionDualApprovalAboveUsdt } };
    });
  }
}

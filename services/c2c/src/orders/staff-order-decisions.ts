import { Injectable } from '@nestjs/common';
import type { WithoutMeta } from '@meridian/eventstore';
import { C2cOrderCommands } from './c2c-order-commands';
import type { C2cOrderCommand } from './domain/c2c-order.types';
import type { C2cOrderStaffResponseDto } from './queries/c2c-order.response.dto';
import { C2cOrdersQuery } from './queries/c2c-orders.query';

/**
 * A staff member's decision on an order (match, extend, complete, reject): the command is named from
 * the order as staff see it, runs with its customer and the staff member in the metadata, and the
 * answer is the order after it.
 */
@Injectable()
export class StaffOrderDecisions {
  constructor(
    private readonly orders: C2cOrderCommands,
    private readonly read: C2cOrdersQuery,
  ) {}

  async decide(orderId: string, staffId: string, commandFor: (order: C2cOrderStaffResponseDto) => Promise<WithoutMeta<C2cOrderCommand>>): Promise<C2cOrderStaffResponseDto> {
    const order = await this.read.forStaff(orderId);
    await this.orders.execute(orderId, await commandFor(order), { metadata: { customerId: order.customerId, staffId } });
    return this.read.forStaff(orderId);
  }
}

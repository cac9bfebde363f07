import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EarnOrderStore } from '../earn-order-store';
import { EarnOrdersQuery } from '../queries/earn-orders.query';

export type RedemptionDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export class ReviewRedemptionCommand extends Command<Awaited<ReturnType<EarnOrdersQuery['one']>>> {
  constructor(
    readonly orderId: string,
    readonly staffId: string,
    readonly review: RedemptionDecision,
  ) {
    super();
  }
}

/** Finance approves (the principal comes back less the quoted penalty) or rejects with a reason the customer reads. */
@CommandHandler(ReviewRedemptionCommand)
export class ReviewRedemptionHandler implements ICommandHandler<ReviewRedemptionCommand> {
  constructor(
    private readonly orders: EarnOrderStore,
    private readonly read: EarnOrdersQuery,
  ) {}

  async execute({ orderId, staffId, review }: ReviewRedemptionCommand) {
    const order = await this.read.one(orderId, null);
    await this.orders.execute(orderId, { type: 'ReviewEarnRedemption', data: { staffId, ...review } }, { metadata: { customerId: order.customerId, staffId } });
    return this.read.one(orderId, null);
  }
}

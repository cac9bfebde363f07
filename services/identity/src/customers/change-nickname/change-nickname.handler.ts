import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerPrincipal } from '@meridian/runtime';
import { CustomerStore } from '../customer-store';

export class ChangeNicknameCommand extends Command<null> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly nickname: string,
  ) {
    super();
  }
}

/** The name the app shows instead of the masked account; the decider checks its length. */
@CommandHandler(ChangeNicknameCommand)
export class ChangeNicknameHandler implements ICommandHandler<ChangeNicknameCommand> {
  constructor(private readonly customers: CustomerStore) {}

  async execute({ customer, nickname }: ChangeNicknameCommand): Promise<null> {
    await this.customers.execute(customer.customerId, { type: 'ChangeNickname', data: { nickname } });
    return null;
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerPrincipal } from '@meridian/runtime';
import { CustomerStore } from '../customer-store';

export class LogOutCommand extends Command<null> {
  constructor(
    readonly principal: CustomerPrincipal,
    readonly requestId: string | null,
  ) {
    super();
  }
}

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly customers: CustomerStore) {}

  async execute({ principal, requestId }: LogOutCommand): Promise<null> {
    await this.customers.execute(principal.customerId, { type: 'CloseSession', data: { sessionId: principal.sessionId } }, requestId);
    return null;
  }
}

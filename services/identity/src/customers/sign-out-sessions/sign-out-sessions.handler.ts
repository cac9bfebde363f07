import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerPrincipal } from '@meridian/runtime';
import { CustomerStore } from '../customer-store';

/** `sessionId` one of the customer's other sessions, or null for every one but the session asking. */
export class SignOutSessionsCommand extends Command<{ signedOut: number }> {
  constructor(
    readonly principal: CustomerPrincipal,
    readonly sessionId: string | null,
  ) {
    super();
  }
}

/** The security centre's "sign out": a device the customer no longer trusts loses its session at once. */
@CommandHandler(SignOutSessionsCommand)
export class SignOutSessionsHandler implements ICommandHandler<SignOutSessionsCommand> {
  constructor(private readonly customers: CustomerStore) {}

  async execute({ principal, sessionId }: SignOutSessionsCommand) {
    const events = await this.customers.execute(
      principal.customerId,
      sessionId === null ? { type: 'SignOutOtherSessions', data: { keepSessionId: principal.sessionId } } : { type: 'SignOutSession', data: { sessionId } },
    );
    return { signedOut: events.length };
  }
}

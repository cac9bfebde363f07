import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerPrincipal } from '@meridian/runtime';
import { TradePasswordGate } from '../../credentials/trade-password-gate';
import { CustomerStore } from '../customer-store';

export class SetAntiPhishingPhraseCommand extends Command<null> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: { phrase?: string | null; trade_password?: string },
  ) {
    super();
  }
}

/** A phrase of the customer's choosing, put at the top of every message the platform sends them. */
@CommandHandler(SetAntiPhishingPhraseCommand)
export class SetAntiPhishingPhraseHandler implements ICommandHandler<SetAntiPhishingPhraseCommand> {
  constructor(
    private readonly customers: CustomerStore,
    private readonly tradePassword: TradePasswordGate,
  ) {}

  async execute({ customer, input }: SetAntiPhishingPhraseCommand): Promise<null> {
    await this.tradePassword.require(customer.customerId, input.trade_password);
    await this.customers.execute(customer.customerId, { type: 'SetAntiPhishingPhrase', data: { phrase: input.phrase ?? null } });
    return null;
  }
}

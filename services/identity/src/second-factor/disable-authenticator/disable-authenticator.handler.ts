import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { secondFactorRefusal } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { AuthenticatorSwitch } from '../authenticator-switch';
import { SqlSecondFactor } from '../sql-second-factor';

export class DisableAuthenticatorCommand extends Command<{ enabled: false }> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly code: string,
  ) {
    super();
  }
}

/** Turning it off takes a current code (or a recovery code): a stolen session alone cannot. */
@CommandHandler(DisableAuthenticatorCommand)
export class DisableAuthenticatorHandler implements ICommandHandler<DisableAuthenticatorCommand> {
  constructor(
    private readonly authenticator: AuthenticatorSwitch,
    private readonly secondFactor: SqlSecondFactor,
  ) {}

  async execute({ customer, code }: DisableAuthenticatorCommand) {
    const result = await this.secondFactor.verify(customer.customerId, code);
    if (result !== 'ok') throw secondFactorRefusal(result);
    const by = /^\d{6}$/.test(code.trim()) ? 'code' : 'recovery-code';
    await this.authenticator.turn(customer.customerId, { type: 'DisableAuthenticator', data: { by } }, async (client) => {
      await client.query('DELETE FROM customer_second_factor WHERE customer_id = $1', [customer.customerId]);
    });
    return { enabled: false as const };
  }
}

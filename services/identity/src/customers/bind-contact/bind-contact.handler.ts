import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { TradePasswordGate } from '../../credentials/trade-password-gate';
import { VerificationCodes } from '../../verification/verification-codes';
import { parseAccount } from '../account-identifier';
import { CustomerDirectory } from '../customer-directory';
import { DomainError } from '../../domain-error';
import { CustomerStore } from '../customer-store';
import type { ContactData } from '../customer.events';

export interface BindContactInput {
  type?: string;
  account?: string;
  area_code?: string;
  code?: string;
  trade_password?: string;
}

export class BindContactCommand extends Command<null> {
  constructor(
    readonly customer: CustomerPrincipal,
    readonly input: BindContactInput,
  ) {
    super();
  }
}

/**
 * Binds or changes the customer's phone or e-mail: the trade password says it is them, the code sent
 * to the new address says it is theirs. An address another customer holds is refused (the read
 * model's unique keys refuse it even when two customers race for it).
 */
@CommandHandler(BindContactCommand)
export class BindContactHandler implements ICommandHandler<BindContactCommand> {
  constructor(
    private readonly customers: CustomerStore,
    private readonly directory: CustomerDirectory,
    private readonly codes: VerificationCodes,
    private readonly tradePassword: TradePasswordGate,
  ) {}

  async execute({ customer, input }: BindContactCommand): Promise<null> {
    if (customer.kind === 'demo') throw new DomainError('demo.liveOnly');
    const account = parseAccount(input.type, input.account, input.area_code);
    if (typeof account === 'string') throw AppError.badInput(account);
    await this.tradePassword.require(customer.customerId, input.trade_password);
    const holder = await this.directory.byAccountKey(account.key);
    if (holder && holder.id !== customer.customerId) throw new DomainError('account.exists');
    if (!(await this.codes.consume(account.key, 'bind', (input.code ?? '').trim()))) throw AppError.badInput('code.invalid');
    const contact: ContactData = account.type === 'email' ? { channel: 'email', email: account.key } : { channel: 'phone', phone: account.phone!, areaCode: account.areaCode! };
    await this.customers.execute(customer.customerId, { type: 'BindContact', data: contact });
    return null;
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import { parseAccount } from '../../customers/account-identifier';
import { CustomerDirectory } from '../../customers/customer-directory';
import { CustomerStore } from '../../customers/customer-store';
import { VerificationCodes } from '../../verification/verification-codes';
import { hashPassword } from '../password-hasher';
import { checkNewPassword } from '../password-rules';

export class ResetPasswordCommand extends Command<null> {
  constructor(
    readonly input: { type?: string; account?: string; area_code?: string; code?: string; password?: string; password2?: string },
    readonly requestId: string | null,
  ) {
    super();
  }
}

/** Forgotten password: a code sent to the account proves ownership; every session is revoked. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly codes: VerificationCodes,
    private readonly directory: CustomerDirectory,
    private readonly customers: CustomerStore,
  ) {}

  async execute({ input, requestId }: ResetPasswordCommand): Promise<null> {
    const account = parseAccount(input.type, input.account, input.area_code);
    if (typeof account === 'string') throw AppError.badInput(account);
    if (!input.code) throw AppError.badInput('code.required');
    checkNewPassword(input.password, input.password2);
    const customer = await this.directory.byAccountKey(account.key);
    if (!(await this.codes.consume(account.key, 'reset', input.code)) || !customer) throw AppError.badInput('code.invalid');
    await this.customers.execute(customer.id, { type: 'ChangeLoginPassword', data: { passwordHash: await hashPassword(input.password!), via: 'reset' } }, requestId);
    return null;
  }
}

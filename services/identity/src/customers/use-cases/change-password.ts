import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { hashPassword, verifyPassword } from '../../credentials/password-hasher';
import { CustomerDirectory } from '../customer-directory';
import { CustomerStore } from '../customer-store';
import { checkNewPassword, checkTradePassword } from './password-rules';

export interface ChangePasswordInput {
  type?: string;
  old_password?: string;
  login_password?: string;
  password?: string;
  password2?: string;
}

export class ChangePasswordCommand extends Command<{ loggedOut: boolean }> {
  constructor(
    readonly principal: CustomerPrincipal,
    readonly input: ChangePasswordInput,
    readonly requestId: string | null,
  ) {
    super();
  }
}

/**
 * `web/updatePassword`: the login password (old one required; every session is revoked, so the
 * customer logs in again), or the six-digit trade password (confirmed with the login password).
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly directory: CustomerDirectory,
    private readonly customers: CustomerStore,
  ) {}

  async execute({ principal, input, requestId }: ChangePasswordCommand): Promise<{ loggedOut: boolean }> {
    if (principal.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const customer = await this.directory.byId(principal.customerId);
    if (!customer) throw AppError.reLogin();
    if (input.type === 'trade') {
      checkTradePassword(input.password, input.password2);
      if (!input.login_password) throw AppError.badInput('password.required');
      if (!(await verifyPassword(input.login_password, customer.password_hash))) throw AppError.badInput('password.wrongOld');
      await this.customers.execute(customer.id, { type: 'SetTradePassword', data: { tradePasswordHash: await hashPassword(input.password!) } }, requestId);
      return { loggedOut: false };
    }
    if (input.type !== undefined && input.type !== 'login') throw AppError.badInput('field.invalid', { field: 'type' });
    if (!input.old_password) throw AppError.badInput('password.required');
    checkNewPassword(input.password, input.password2);
    if (!(await verifyPassword(input.old_password, customer.password_hash))) throw AppError.badInput('password.wrongOld');
    if (input.password === input.old_password) throw AppError.badInput('password.sameAsOld');
    await this.customers.execute(customer.id, { type: 'ChangeLoginPassword', data: { passwordHash: await hashPassword(input.password!), via: 'change' } }, requestId);
    return { loggedOut: true };
  }
}

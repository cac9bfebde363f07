import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError } from '@meridian/http';
import { CLOCK, PLATFORM_CONFIG, type Clock, type CustomerPrincipal, type RateLimit } from '@meridian/runtime';
import { CustomerDirectory } from '../../customers/customer-directory';
import type { Customer } from '../../customers/read-models/customer.entity';
import { CustomerStore } from '../../customers/customer-store';
import { AttemptLimits } from '../attempt-limits';
import { hashPassword, verifyPassword } from '../password-hasher';
import { checkNewPassword, checkTradePassword } from '../password-rules';
import type { PlatformConfig } from '../../identity-config';
import { signInMessageRefusal, siteOf } from '../../wallet/domain/sign-in-message.policy';
import { readSignInMessage, signerOf } from '../../wallet/sign-in-message';
import { NO_PASSWORD } from '../../wallet/wallet-customers';
import { WalletNonces } from '../../wallet/wallet-nonces';

export interface ChangePasswordInput {
  type?: string;
  old_password?: string;
  login_password?: string;
  password?: string;
  password2?: string;
  wallet_message?: string;
  wallet_signature?: string;
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

/** Wrong login passwords given by a signed-in session (a stolen token must not be able to guess it): five in 15 minutes. */
export const currentPasswordAttempts = (customerId: string): RateLimit => ({ key: `current-password:${customerId}`, limit: 5, windowMs: 15 * 60_000 });

/**
 * `web/updatePassword`: the login password (old one required; every session is revoked, so the
 * customer logs in again), or the six-digit trade password (confirmed with the login password).
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly directory: CustomerDirectory,
    private readonly customers: CustomerStore,
    private readonly attempts: AttemptLimits,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    private readonly nonces: WalletNonces,
  ) {}

  /** Counted first, atomically, then checked: a burst of guesses gets at most five checked. */
  private async currentPasswordIsRight(customerId: string, password: string, hash: string): Promise<boolean> {
    const guess = await this.attempts.countGuess(currentPasswordAttempts(customerId));
    if (!(await verifyPassword(password, hash))) return false;
    await guess.forgive();
    return true;
  }

  /**
   * A customer who signs in with a wallet only has no login password: a fresh Sign-In with Ethereum
   * message (its nonce from `GET /api/v1/auth/wallet/nonce`, spent here) signed by the customer's own
   * wallet confirms the trade password instead. Counted first, on the same limit as wrong passwords.
   */
  private async walletConfirms(customer: Customer, input: ChangePasswordInput): Promise<void> {
    if (!input.wallet_message || !input.wallet_signature) throw AppError.badInput('siwe.signatureRequired');
    const now = this.clock.now();
    const guess = await this.attempts.countGuess(currentPasswordAttempts(customer.id), now);
    const fields = readSignInMessage(input.wallet_message);
    if (!fields) throw AppError.badInput('siwe.messageInvalid');
    const signer = await signerOf(input.wallet_message, input.wallet_signature);
    if (signer !== fields.address || fields.address !== customer.walletAddress) throw AppError.badInput('siwe.signatureInvalid');
    const site = siteOf(this.config.publicUrl);
    const refusal = signInMessageRefusal(fields, site, now);
    if (refusal) throw AppError.badInput(refusal, { site: site.domain });
    const spent = await this.nonces.spend(fields.nonce!, fields.address, now);
    if (spent !== 'spent') throw AppError.badInput(spent === 'expired' ? 'siwe.expired' : 'siwe.nonceUsed');
    await guess.forgive();
  }

  async execute({ principal, input, requestId }: ChangePasswordCommand): Promise<{ loggedOut: boolean }> {
    if (principal.kind === 'demo') throw AppError.badInput('demo.liveOnly');
    const customer = await this.directory.byId(principal.customerId);
    if (!customer) throw AppError.reLogin();
    if (input.type === 'trade') {
      checkTradePassword(input.password, input.password2);
      if (customer.passwordHash === NO_PASSWORD) await this.walletConfirms(customer, input);
      else {
        if (!input.login_password) throw AppError.badInput('password.required');
        if (!(await this.currentPasswordIsRight(customer.id, input.login_password, customer.passwordHash))) throw AppError.badInput('password.wrongOld');
      }
      await this.customers.execute(customer.id, { type: 'SetTradePassword', data: { tradePasswordHash: await hashPassword(input.password!) } }, requestId);
      return { loggedOut: false };
    }
    if (input.type !== undefined && input.type !== 'login') throw AppError.badInput('field.invalid', { field: 'type' });
    if (!input.old_password) throw AppError.badInput('password.required');
    checkNewPassword(input.password, input.password2);
    if (!(await this.currentPasswordIsRight(customer.id, input.old_password, customer.passwordHash))) throw AppError.badInput('password.wrongOld');
    if (input.password === input.old_password) throw AppError.badInput('password.sameAsOld');
    await this.customers.execute(customer.id, { type: 'ChangeLoginPassword', data: { passwordHash: await hashPassword(input.password!), via: 'change' } }, requestId);
    return { loggedOut: true };
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppError, type Lang } from '@meridian/http';
import { PLATFORM_CONFIG } from '@meridian/runtime';
import { hashPassword } from '../../credentials/password-hasher';
import { VerificationCodes } from '../../verification/verification-codes';
import { parseAccount } from '../account-identifier';
import { CustomerDirectory, toProfile } from '../customer-directory';
import { CustomerStore } from '../customer-store';
import type { PlatformConfig } from '../../identity-config';
import { checkNewPassword } from '../../credentials/password-rules';
import { registerCustomer } from '../customer-registration';
import { SessionIssuer, type CallerInfo, type SessionAnswer } from '../session-issuer';

export interface RegisterInput {
  type: string;
  account: string;
  area_code?: string;
  code: string;
  password: string;
  password2: string;
  invite_code?: string;
  agree: boolean;
}

export class RegisterCustomerCommand extends Command<SessionAnswer> {
  constructor(
    readonly input: RegisterInput,
    readonly lang: Lang,
    readonly caller: CallerInfo,
  ) {
    super();
  }
}

@CommandHandler(RegisterCustomerCommand)
export class RegisterCustomerHandler implements ICommandHandler<RegisterCustomerCommand> {
  constructor(
    private readonly codes: VerificationCodes,
    private readonly directory: CustomerDirectory,
    private readonly customers: CustomerStore,
    private readonly sessions: SessionIssuer,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async execute({ input, lang, caller }: RegisterCustomerCommand): Promise<SessionAnswer> {
    const account = parseAccount(input.type, input.account, input.area_code);
    if (typeof account === 'string') throw AppError.badInput(account);
    checkNewPassword(input.password, input.password2);
    if (!input.agree) throw AppError.badInput('agreement.required');
    let invitedBy: string | null = null;
    if (input.invite_code && input.invite_code.trim() !== '') {
      invitedBy = await this.directory.idByInvitationCode(input.invite_code);
      if (!invitedBy) throw AppError.badInput('invite.unknown');
    }
    if (await this.directory.byAccountKey(account.key)) throw AppError.conflict('account.exists');
    if (!(await this.codes.consume(account.key, 'register', input.code))) throw AppError.badInput('code.invalid');

    const passwordHash = await hashPassword(input.password);
    const customerId = await registerCustomer(
      this.customers,
      this.directory,
      {
        kind: 'real',
        accountType: account.type,
        email: account.email,
        phone: account.phone,
        areaCode: account.areaCode,
        passwordHash,
        invitedBy,
        lang,
        demoExpiresAt: null,
      },
      caller.requestId,
    );
    const token = await this.sessions.open(customerId, caller);
    const row = await this.directory.byId(customerId);
    return { token, token_h5: token, user: toProfile(row!, this.config.publicUrl) };
  }
}

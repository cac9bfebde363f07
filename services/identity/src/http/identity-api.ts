import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppError, envelope, translate, type Envelope, type RequestContext } from '@meridian/http';
import { PLATFORM_CONFIG, type CustomerPrincipal } from '@meridian/runtime';
import { CustomerDirectory, toProfile, type CustomerProfile } from '../customers/customer-directory';
import { ChangePasswordCommand } from '../customers/use-cases/change-password';
import { CreateDemoAccountCommand } from '../customers/use-cases/create-demo-account';
import { LogInCommand } from '../customers/use-cases/log-in';
import { LogOutCommand } from '../customers/use-cases/log-out';
import { RegisterCustomerCommand, type SessionAnswer } from '../customers/use-cases/register-customer';
import { RequestCodeCommand } from '../customers/use-cases/request-code';
import { ResetPasswordCommand } from '../customers/use-cases/reset-password';
import type { PlatformConfig } from '../identity-config';
import type { GetCodeQuery, LoginBody, RegisterBody, ResetPasswordBody, UpdatePasswordBody } from './identity.dto';

const caller = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent, requestId: ctx.requestId });

/**
 * What both HTTP surfaces (legacy `web/` and `/api/v1`) do for identity: dispatch the command and
 * wrap the answer in the envelope with a message in the caller's language.
 */
@Injectable()
export class IdentityApi {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: CustomerDirectory,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async requestCode(query: GetCodeQuery, ctx: RequestContext): Promise<Envelope<{ resend_after: number }>> {
    const data = await this.commands.execute(new RequestCodeCommand(query, ctx.lang, ctx.ip));
    return envelope(data, translate(ctx.lang, 'ok.codeSent'), 1);
  }

  async register(body: RegisterBody, ctx: RequestContext): Promise<Envelope<SessionAnswer>> {
    const data = await this.commands.execute(new RegisterCustomerCommand(body, ctx.lang, caller(ctx), this.config.publicUrl));
    return envelope(data, translate(ctx.lang, 'ok.registered'), 1);
  }

  async logIn(body: LoginBody, ctx: RequestContext): Promise<Envelope<SessionAnswer>> {
    const data = await this.commands.execute(new LogInCommand(body, caller(ctx), this.config.publicUrl));
    return envelope(data, translate(ctx.lang, 'ok.loggedIn'), 1);
  }

  async createDemo(ctx: RequestContext): Promise<Envelope<SessionAnswer>> {
    const data = await this.commands.execute(new CreateDemoAccountCommand(ctx.lang, caller(ctx), this.config.publicUrl));
    return envelope(data, translate(ctx.lang, 'ok.demoCreated'), 1);
  }

  async profile(principal: CustomerPrincipal): Promise<Envelope<CustomerProfile>> {
    const row = await this.directory.byId(principal.customerId);
    if (!row) throw AppError.reLogin();
    return envelope(toProfile(row, this.config.publicUrl), '', 7);
  }

  async hasTradePassword(principal: CustomerPrincipal): Promise<Envelope<{ has: 0 | 1 }>> {
    const row = await this.directory.byId(principal.customerId);
    if (!row) throw AppError.reLogin();
    return envelope({ has: row.trade_password_hash ? 1 : 0 }, '', 7);
  }

  async updatePassword(principal: CustomerPrincipal, body: UpdatePasswordBody, ctx: RequestContext): Promise<Envelope<null>> {
    const { loggedOut } = await this.commands.execute(new ChangePasswordCommand(principal, body, ctx.requestId));
    if (loggedOut) return { code: 1000, message: translate(ctx.lang, 'auth.passwordChanged'), title: '', time: 2, data: null, event: 'logout' };
    return envelope(null, translate(ctx.lang, 'ok.tradePasswordSet'), 0);
  }

  async resetPassword(body: ResetPasswordBody, ctx: RequestContext): Promise<Envelope<null>> {
    await this.commands.execute(new ResetPasswordCommand(body, ctx.requestId));
    return envelope(null, translate(ctx.lang, 'ok.passwordReset'), 0);
  }

  async logOut(principal: CustomerPrincipal, ctx: RequestContext): Promise<Envelope<null>> {
    await this.commands.execute(new LogOutCommand(principal, ctx.requestId));
    return envelope(null, translate(ctx.lang, 'ok.loggedOut'), 0);
  }
}

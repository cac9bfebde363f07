import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { CustomerDirectory } from '../customers/customer-directory';
import { SessionsQuery } from '../customers/sessions.query';
import { SetAntiPhishingPhraseCommand } from '../customers/use-cases/set-anti-phishing-phrase';
import { SetSecurityQuestionCommand } from '../customers/use-cases/set-security-question';
import { SignOutSessionsCommand } from '../customers/use-cases/sign-out-sessions';
import { DisableAuthenticatorCommand, EnableAuthenticatorCommand, SetUpAuthenticatorCommand } from '../second-factor/manage-authenticator';
import { SqlSecondFactor } from '../second-factor/sql-second-factor';
import { AntiPhishingBody, AuthenticatorCodeBody, EnableAuthenticatorBody, SecurityQuestionBody } from './identity.dto';
import {
  AuthenticatorSetupResponseDto,
  AuthenticatorStateResponseDto,
  LoginRecordResponseDto,
  OpenSessionResponseDto,
  RecoveryCodesResponseDto,
  SecurityStateResponseDto,
  SignedOutResponseDto,
} from './identity.response.dto';

const silent = <T>(data: T) => envelope(data, '', 7);

/** The security centre (docs/api.md): the authenticator app, security question, anti-phishing phrase, open sessions and the login history. */
@ApiTags('security')
@ApiBearerAuth()
@UseGuards(CustomerAuthGuard)
@Controller('api/v1/security')
export class SecurityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly secondFactor: SqlSecondFactor,
    private readonly sessions: SessionsQuery,
    private readonly directory: CustomerDirectory,
  ) {}

  @Get()
  @ApiEnvelope(SecurityStateResponseDto)
  async state(@CurrentCustomer() customer: CustomerPrincipal) {
    const [authenticator, row] = await Promise.all([this.secondFactor.isEnabled(customer.customerId), this.directory.byId(customer.customerId)]);
    return silent({ authenticator, securityQuestion: row?.security_question_id ?? null, antiPhishingPhrase: row?.anti_phishing_phrase ?? null });
  }

  @Put('question')
  @ApiEnvelope(SecurityStateResponseDto)
  @ApiOperation({ summary: 'Set or change the security question and its answer (trade password confirms)' })
  async setQuestion(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: SecurityQuestionBody, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new SetSecurityQuestionCommand(customer, body));
    return envelope((await this.state(customer)).data, translate(ctx.lang, 'ok.securityQuestionSet'), 1);
  }

  @Put('anti-phishing')
  @ApiEnvelope(SecurityStateResponseDto)
  @ApiOperation({ summary: 'Set, change or clear the anti-phishing phrase (trade password confirms)' })
  async setAntiPhishing(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: AntiPhishingBody, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new SetAntiPhishingPhraseCommand(customer, body));
    return envelope((await this.state(customer)).data, translate(ctx.lang, 'ok.phraseSet'), 1);
  }

  @Post('totp/setup')
  @ApiEnvelope(AuthenticatorSetupResponseDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'A new authenticator secret to scan (otpauth URI and the secret in text)' })
  async setUpAuthenticator(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.commands.execute(new SetUpAuthenticatorCommand(customer)));
  }

  @Post('totp/enable')
  @ApiEnvelope(RecoveryCodesResponseDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn the authenticator on with a current code and the login password; answers the recovery codes, once' })
  async enableAuthenticator(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: EnableAuthenticatorBody, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new EnableAuthenticatorCommand(customer, body.code, body.password)), translate(ctx.lang, 'ok.totpEnabled'), 1);
  }

  @Post('totp/disable')
  @ApiEnvelope(AuthenticatorStateResponseDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn the authenticator off with a current code or a recovery code' })
  async disableAuthenticator(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: AuthenticatorCodeBody, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new DisableAuthenticatorCommand(customer, body.code)), translate(ctx.lang, 'ok.totpDisabled'), 1);
  }

  @Get('sessions')
  @ApiEnvelope(OpenSessionResponseDto, { list: true })
  @ApiOperation({ summary: 'Open sessions, newest first; `current` marks the one asking' })
  async openSessions(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.sessions.open(customer) });
  }

  @Delete('sessions')
  @ApiEnvelope(SignedOutResponseDto)
  @ApiOperation({ summary: 'Sign out every session but the one asking' })
  async signOutOthers(@CurrentCustomer() customer: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new SignOutSessionsCommand(customer, null)), translate(ctx.lang, 'ok.signedOut'), 1);
  }

  @Delete('sessions/:id')
  @ApiEnvelope(SignedOutResponseDto)
  @ApiOperation({ summary: 'Sign out one of the customer’s sessions' })
  async signOut(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new SignOutSessionsCommand(customer, id)), translate(ctx.lang, 'ok.signedOut'), 1);
  }

  @Get('logins')
  @ApiEnvelope(LoginRecordResponseDto, { list: true })
  @ApiOperation({ summary: 'Every login of the last 90 days, newest first: time, address, device, how it ended' })
  async logins(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent({ items: await this.sessions.logins(customer) });
  }
}

import { Body, Controller, Get, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, IdempotencyInterceptor, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { IdentityApi } from './identity-api';
import { DisableAuthenticatorCommand, EnableAuthenticatorCommand, SetUpAuthenticatorCommand } from '../second-factor/manage-authenticator';
import { SqlSecondFactor } from '../second-factor/sql-second-factor';
import { AuthenticatorCodeBody, GetCodeQuery, LoginBody, RegisterBody, ResetPasswordBody, UpdatePasswordBody } from './identity.dto';
import {
  AuthenticatorSetupResponseDto,
  AuthenticatorStateResponseDto,
  CodeSentResponseDto,
  CustomerProfileResponseDto,
  RecoveryCodesResponseDto,
  SecurityStateResponseDto,
  SessionResponseDto,
  TradePasswordStateResponseDto,
} from './identity.response.dto';

/** The versioned REST face of the same commands; answers carry real HTTP statuses. */
@ApiTags('identity')
@ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Same key + same body returns the first answer' })
@ApiHeader({ name: 'Accept-Language', required: false })
@Controller('api/v1')
@UseInterceptors(IdempotencyInterceptor)
export class IdentityRestController {
  constructor(
    private readonly api: IdentityApi,
    private readonly commands: CommandBus,
    private readonly secondFactor: SqlSecondFactor,
  ) {}

  @Post('auth/codes')
  @ApiEnvelope(CodeSentResponseDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a verification code to an e-mail or phone' })
  requestCode(@Body() body: GetCodeQuery, @Ctx() ctx: RequestContext) {
    return this.api.requestCode(body, ctx);
  }

  @Post('auth/register')
  @ApiEnvelope(SessionResponseDto, { status: 201 })
  @ApiOperation({ summary: 'Register by e-mail or phone with a code' })
  register(@Body() body: RegisterBody, @Ctx() ctx: RequestContext) {
    return this.api.register(body, ctx);
  }

  @Post('auth/login')
  @ApiEnvelope(SessionResponseDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in; answers a bearer token' })
  logIn(@Body() body: LoginBody, @Ctx() ctx: RequestContext) {
    return this.api.logIn(body, ctx);
  }

  /** The security centre's state: whether an authenticator is on. */
  @Get('security')
  @ApiEnvelope(SecurityStateResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async security(@CurrentCustomer() customer: CustomerPrincipal) {
    return envelope({ authenticator: await this.secondFactor.isEnabled(customer.customerId) }, '', 7);
  }

  @Post('security/totp/setup')
  @ApiEnvelope(AuthenticatorSetupResponseDto)
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @ApiOperation({ summary: 'A new authenticator secret to scan (otpauth URI and the secret in text)' })
  async setUpAuthenticator(@CurrentCustomer() customer: CustomerPrincipal) {
    return envelope(await this.commands.execute(new SetUpAuthenticatorCommand(customer)), '', 7);
  }

  @Post('security/totp/enable')
  @ApiEnvelope(RecoveryCodesResponseDto)
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @ApiOperation({ summary: 'Turn the authenticator on with a current code; answers the recovery codes, once' })
  async enableAuthenticator(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: AuthenticatorCodeBody, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new EnableAuthenticatorCommand(customer, body.code)), translate(ctx.lang, 'ok.totpEnabled'), 1);
  }

  @Post('security/totp/disable')
  @ApiEnvelope(AuthenticatorStateResponseDto)
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @ApiOperation({ summary: 'Turn the authenticator off with a current code or a recovery code' })
  async disableAuthenticator(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: AuthenticatorCodeBody, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new DisableAuthenticatorCommand(customer, body.code)), translate(ctx.lang, 'ok.totpDisabled'), 1);
  }

  @Post('auth/demo')
  @ApiEnvelope(SessionResponseDto, { status: 201 })
  @ApiOperation({ summary: 'Create a 7-day demo account with virtual USDT' })
  demo(@Ctx() ctx: RequestContext) {
    return this.api.createDemo(ctx);
  }

  @Post('auth/password-reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reset a forgotten password with a code' })
  reset(@Body() body: ResetPasswordBody, @Ctx() ctx: RequestContext) {
    return this.api.resetPassword(body, ctx);
  }

  @Post('auth/logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  logOut(@CurrentCustomer() customer: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    return this.api.logOut(customer, ctx);
  }

  @Get('me')
  @ApiEnvelope(CustomerProfileResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  me(@CurrentCustomer() customer: CustomerPrincipal) {
    return this.api.profile(customer);
  }

  @Get('me/trade-password')
  @ApiEnvelope(TradePasswordStateResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  tradePassword(@CurrentCustomer() customer: CustomerPrincipal) {
    return this.api.hasTradePassword(customer);
  }

  @Post('me/password')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  password(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: UpdatePasswordBody, @Ctx() ctx: RequestContext) {
    return this.api.updatePassword(customer, body, ctx);
  }
}

import { Body, Controller, Get, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, IdempotencyInterceptor, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { IdentityApi } from './identity-api';
import { GetCodeQuery, LoginBody, RegisterBody, ResetPasswordBody, UpdatePasswordBody } from './identity.dto';
import { CodeSentResponseDto, CustomerProfileResponseDto, SessionResponseDto, TradePasswordStateResponseDto } from './identity.response.dto';

/** The versioned REST face of the same commands; answers carry real HTTP statuses. */
@ApiTags('identity')
@ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Same key + same body returns the first answer' })
@ApiHeader({ name: 'Accept-Language', required: false })
@Controller('api/v1')
@UseInterceptors(IdempotencyInterceptor)
export class IdentityRestController {
  constructor(private readonly api: IdentityApi) {}

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

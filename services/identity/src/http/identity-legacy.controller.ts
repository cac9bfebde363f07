import { Body, Controller, Get, HttpCode, Post, Query, UseGuards, UseInterceptors } from '@nestjs/common';
import { Ctx, CurrentCustomer, CustomerAuthGuard, IdempotencyInterceptor, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { IdentityApi } from './identity-api';
import { GetCodeQuery, LoginBody, RegisterBody, ResetPasswordBody, UpdatePasswordBody } from './identity.dto';

/** The specification's calls, on its paths, answering the legacy envelope. */
@Controller('web')
@UseInterceptors(IdempotencyInterceptor)
export class IdentityLegacyController {
  constructor(private readonly api: IdentityApi) {}

  @Get('getCode')
  getCode(@Query() query: GetCodeQuery, @Ctx() ctx: RequestContext) {
    return this.api.requestCode(query, ctx);
  }

  @Post('userRegister')
  @HttpCode(200)
  register(@Body() body: RegisterBody, @Ctx() ctx: RequestContext) {
    return this.api.register(body, ctx);
  }

  @Post('userLogin')
  @HttpCode(200)
  logIn(@Body() body: LoginBody, @Ctx() ctx: RequestContext) {
    return this.api.logIn(body, ctx);
  }

  @Get('tempLogin')
  tempLogin(@Ctx() ctx: RequestContext) {
    return this.api.createDemo(ctx);
  }

  @Get('info')
  @UseGuards(CustomerAuthGuard)
  info(@CurrentCustomer() customer: CustomerPrincipal) {
    return this.api.profile(customer);
  }

  @Get('hasTpassword')
  @UseGuards(CustomerAuthGuard)
  hasTradePassword(@CurrentCustomer() customer: CustomerPrincipal) {
    return this.api.hasTradePassword(customer);
  }

  @Post('updatePassword')
  @HttpCode(200)
  @UseGuards(CustomerAuthGuard)
  updatePassword(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: UpdatePasswordBody, @Ctx() ctx: RequestContext) {
    return this.api.updatePassword(customer, body, ctx);
  }

  @Post('forgetPassword')
  @HttpCode(200)
  forgetPassword(@Body() body: ResetPasswordBody, @Ctx() ctx: RequestContext) {
    return this.api.resetPassword(body, ctx);
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(CustomerAuthGuard)
  logOut(@CurrentCustomer() customer: CustomerPrincipal, @Ctx() ctx: RequestContext) {
    return this.api.logOut(customer, ctx);
  }
}

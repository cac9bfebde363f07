import { Body, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, IdempotencyInterceptor, MAX_IMAGE_BYTES, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { DepositResponseDto } from '../deposit.response.dto';
import { RequestDepositCommand } from './request-deposit.handler';
import { DepositRequestDto } from './request-deposit.request.dto';

/** The customer declares a deposit with its proof (multipart); the request id declares it once. */
@CustomerRoutes('funding', 'api/v1')
export class RequestDepositController {
  constructor(private readonly commands: CommandBus) {}

  @Post('deposits')
  @PublishedAs('FundingController_deposit')
  @ApiEnvelope(DepositResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('proof', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }), IdempotencyInterceptor)
  async deposit(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: DepositRequestDto, @UploadedFile() proof: Express.Multer.File | undefined, @Ctx() ctx: RequestContext) {
    const record = await this.commands.execute(new RequestDepositCommand(customer, body, proof?.buffer ?? null, ctx.requestId));
    return envelope(record, translate(ctx.lang, 'ok.depositSubmitted'), 1);
  }
}
